export const LOGIN_PATH = '/login';

export const isOnLoginPage = () => window.location.pathname === LOGIN_PATH;

/** A full navigation, so that no cached data of the expired session survives. */
export const redirectToLogin = () => window.location.replace(LOGIN_PATH);
