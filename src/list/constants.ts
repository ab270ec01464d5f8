/** Page size of every list screen (spec section 9). */
export const PAGE_SIZE = 20;
