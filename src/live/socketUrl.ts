/** Base of the live channels: VITE_WS_URL, else the page's own host under /ws. */
export const wsBaseUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  import.meta.env.VITE_WS_URL ||
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;

/** The address of a live channel, e.g. socketUrl('/notifications/', token). */
export const socketUrl = (path: string, token: string, base = wsBaseUrl()) =>
  `${base.replace(/\/$/, '')}${path}?${new URLSearchParams({ token })}`;
