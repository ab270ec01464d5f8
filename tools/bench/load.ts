import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  failed: number;
}

/**
 * `connections` clients sending GET `url` back to back for `seconds` (autocannon, keep-alive),
 * after a second of warm-up; requests per second and the latency quantiles in ms.
 */
export async function load(
  url: string,
  {
    connections = 8,
    seconds = 5,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** "1,234 rps, p50 5 / p99 12 ms" */
export const describeLoad = (figures: LoadFigures) =>
  `${Math.round(figures.rps).toLocaleString('en-US').padStart(6)} rps  p50 ${figures.p50
    .toFixed(1)
    .padStart(5)} / p99 ${figures.p99.toFixed(1).padStart(6)} ms${
    figures.failed ? `  (${figures.failed} failed)` : ''
  }`;
