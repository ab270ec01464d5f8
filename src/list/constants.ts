/** Page size of every list screen (spec section 9). */
export const PAGE_SIZE = 20;

/** react-admin <List> styles: a table wider than a phone scrolls sideways inside its card. */
export const scrollableTable = {
  minWidth: 0,
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;
