/** An ILIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
