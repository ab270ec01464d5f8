/**
 * Browsers always send Origin on a WebSocket handshake and never enforce the same-origin policy
 * on it, so the server must: its own origin (the Host it was reached at) and the configured ones
 * are allowed. Clients that are not browsers send no Origin and are let through to the token check.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host && sameHost(url, host)) return true;
  return allowedOrigins.some((allowed) => allowed.replace(/\/$/, '') === url.origin);
}

/** Compares through URL so that default ports and letter case do not matter. */
function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}
