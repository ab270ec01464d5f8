import type { QueryClient } from '@tanstack/react-query';
import { fetchDashboardStats } from './custom/dashboard/dashboardStats';
import { lazyScreen } from './shared/lazyScreen';
import { DASHBOARD_STATS_KEY } from './shared/queryKeys';
import { loadSignedInParts } from './signedIn';
import { Toaster } from './toasts/Notifications';

// The dashboard is the first screen after signing in. Its code (the signed-in shell, the screen,
// the data provider) comes in chunks of its own, which AdminApp and App load lazily; the browser
// keeps each module, so starting a download early is reused by the screen's own import.
/**
 * The signed-in shell (sidebar, header, live notifications): not part of /login's download. It
 * shows once the resources and their texts are there too, which its menu and screens read.
 */
export const ShellLayout = lazyScreen(async () => {
  const [layout] = await Promise.all([import('./layout/Layout'), loadSignedInParts()]);
  return layout;
}, 'Layout');
export const Dashboard = lazyScreen(() => import('./custom/dashboard'), 'Dashboard');
export const loadDataProvider = async () => (await import('./dataProvider')).dataProvider;
/** The access checks, which read the contract's role table (and zod): not part of /login. */
export const loadAccess = () => import('./auth/access');

// A failed early download is not an error: the screen's own import tries again and reports it.
const ignoreFailure = () => {};

/**
 * Fetches (and runs) the dashboard's code while the login form is being filled: the shell with the
 * resources and their texts, the access checks its menu makes, the screen, the data provider, and
 * the toaster that says the sign-in succeeded.
 */
export const preloadDashboard = () => {
  ShellLayout.preload();
  Toaster.preload();
  Dashboard.preload();
  Promise.all([loadAccess(), loadDataProvider()]).catch(ignoreFailure);
};

/**
 * Right after signing in, or when a signed-in visit starts at /: the dashboard's code and its
 * figures at once, instead of the figures waiting for the code and the code for the render.
 */
export const startDashboard = (queryClient: QueryClient) => {
  preloadDashboard();
  queryClient.prefetchQuery({ queryKey: DASHBOARD_STATS_KEY, queryFn: fetchDashboardStats });
};

/**
 * A signed-in visit (a link, a reload, a new tab): the code of the shell, of the access checks, of
 * the data provider and of the screen there, all at once. Left to the render, each waits for the
 * one before (the shell, then the check, then the screen, then the data provider its first
 * request needs). Settles once the shell's code is there (or could not be fetched).
 */
export const startVisit = (pathname: string, queryClient: QueryClient) => {
  if (pathname === '/') startDashboard(queryClient);
  else {
    Promise.all([loadAccess(), loadDataProvider()]).catch(ignoreFailure);
    loadSignedInParts().then((registry) => registry.preloadScreenAt(pathname), ignoreFailure);
  }
  return ShellLayout.preload();
};
