/** The app's pages that are not a resource's: their paths, and the catalogue key of their title. */
export const REVIEW_DESK_PATH = '/review';

/** The header names these pages too, not only the resources'. */
export const CUSTOM_PAGE_TITLES: Readonly<Record<string, string>> = {
  [REVIEW_DESK_PATH]: 'app.review_desk.title',
};
