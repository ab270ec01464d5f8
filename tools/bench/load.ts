import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** CPU time a process has used so far, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  failed: number;
  /**
   * The server process's CPU time per answer, in ms: steadier than the rate on a shared machine,
   * where other jobs take cores away (the database's own CPU is not in it).
   */
  cpuPerRequest: number;
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
    pid,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    /** The server's process. */
    pid: number;
  },
): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: 1, headers });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/** "1,234 rps, p50 5 / p99 12 ms" */
export const describeLoad = (figures: LoadFigures) =>
  `${Math.round(figures.rps).toLocaleString('en-US').padStart(6)} rps  p50 ${figures.p50
    .toFixed(1)
    .padStart(5)} / p99 ${figures.p99.toFixed(1).padStart(6)} ms  CPU ${figures.cpuPerRequest
    .toFixed(2)
    .padStart(5)} ms/req${figures.failed ? `  (${figures.failed} failed)` : ''}`;
