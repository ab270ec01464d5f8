import { matchPath } from 'react-router-dom';

// The spec's list, in matching order; any other path shows the fallback.
const titles: [pattern: string, key: string][] = [
  ['/giftcard-brands/add', 'app.header.titles.brand_create'],
  ['/giftcard-brands/*', 'app.header.titles.brands'],
  ['/users/:id', 'app.header.titles.user_details'],
  ['/users', 'app.header.titles.users'],
  ['/disputes/*', 'app.header.titles.disputes'],
];

const fallback = 'app.header.titles.dashboard';

/** Catalogue key of the header title for a path (spec, "Shell"). */
export const headerTitleKey = (pathname: string) =>
  titles.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? fallback;
