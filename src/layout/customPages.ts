/** The app's pages that are not a resource's: their paths, and the catalogue key of their title. */
export const REVIEW_DESK_PATH = '/review';

/** The header names these pages too, not only the resources'. */
export const CUSTOM_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'ra.page.dashboard',
  [REVIEW_DESK_PATH]: 'app.review_desk.title',
  // react-admin's own routes: a screen the role may not use, and a failed session check.
  '/access-denied': 'app.access_denied.header',
  '/authentication-error': 'ra.page.authentication_error',
};

/** Any other path outside the resources is react-admin's catch-all, the not-found page. */
export const NOT_FOUND_TITLE = 'app.not_found.header';
