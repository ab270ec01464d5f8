/** Closing codes of the live channels (api-contract.md, "Live channels"). */
export const CLOSE = {
  /** No or bad token: refresh the session, then reconnect with the new token. */
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
} as const;

/** Codes after which reconnecting cannot help: not allowed, or no such dispute. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CLOSE.forbidden, CLOSE.notFound]);
