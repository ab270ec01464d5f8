/** The 1-based positions of the first and last rows of a page: "Showing X to Y of total". */
export const pageRange = (page: number, perPage: number, total: number) =>
  total === 0
    ? { from: 0, to: 0 }
    : { from: (page - 1) * perPage + 1, to: Math.min(page * perPage, total) };
