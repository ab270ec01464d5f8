/** "85.50%" from the API's decimal strings; "0%" when there is no figure (spec: 0 by default). */
export const formatPercent = (value: string | number | null | undefined) => {
  const amount = Number(value ?? 0);
  return `${Number.isFinite(amount) ? amount.toFixed(2) : '0.00'}%`;
};
