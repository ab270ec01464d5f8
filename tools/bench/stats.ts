/** The value below which a fraction `q` of the timings fall (nearest rank), in ms. */
export function quantile(timings: readonly number[], q: number) {
  if (timings.length === 0) return Number.NaN;
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** "p50 1.8 ms, p99 6.2 ms" */
export const p50p99 = (timings: readonly number[]) =>
  `p50 ${quantile(timings, 0.5).toFixed(1)} ms, p99 ${quantile(timings, 0.99).toFixed(1)} ms`;
