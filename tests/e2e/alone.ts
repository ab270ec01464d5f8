import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Two workers run the spec files side by side. A file that changes what every other test counts
// (a payout batch pays everything that is owed; its 200 new customers and cards change the lists'
// totals) runs alone instead: `runAlone()` in its beforeAll waits until no other test runs, and
// every test that starts meanwhile waits until the file's afterAll calls `endAlone()`. Tests take
// part through session.ts's `test` (an automatic fixture): every spec file imports `test` there.
//
// The markers are files in the run's output folder, which Playwright empties when a run starts:
// `alone` (holding the worker's pid) while a file runs alone, and `test-<pid>` while a test of the
// worker <pid> runs. A test writes its marker before it looks for `alone`, and the lone file writes
// `alone` before it looks for markers: of two starting at once, at least one sees the other.

const POLL_MS = 250;

const folder = (outputDir: string) => path.join(outputDir, '.alone');
const aloneFile = (outputDir: string) => path.join(folder(outputDir), 'alone');
const markerName = (pid: number) => `test-${pid}`;

/** A marker left by a worker that was killed, not torn down, holds nobody back. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether another worker's file runs alone now. */
function someoneAlone(outputDir: string) {
  let holder: number;
  try {
    holder = Number(readFileSync(aloneFile(outputDir), 'utf8'));
  } catch {
    return false;
  }
  return holder !== process.pid && alive(holder);
}

/**
 * Around every test (session.ts): waits while another worker's file runs alone, then marks this
 * worker's test as running until the function it answers is called.
 */
export async function enterShared(outputDir: string): Promise<() => void> {
  mkdirSync(folder(outputDir), { recursive: true });
  const marker = path.join(folder(outputDir), markerName(process.pid));
  for (;;) {
    writeFileSync(marker, '');
    if (!someoneAlone(outputDir)) return () => rmSync(marker, { force: true });
    rmSync(marker, { force: true });
    while (someoneAlone(outputDir)) await sleep(POLL_MS);
  }
}

/** In a file's beforeAll: waits until no other worker's test runs, and holds new ones back. */
export async function runAlone(outputDir: string) {
  mkdirSync(folder(outputDir), { recursive: true });
  for (;;) {
    try {
      writeFileSync(aloneFile(outputDir), String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another file runs alone: after it. Its worker was killed: in its place.
      if (someoneAlone(outputDir)) await sleep(POLL_MS);
      else rmSync(aloneFile(outputDir), { force: true });
    }
  }
  const others = () =>
    readdirSync(folder(outputDir)).some(
      (name) =>
        name.startsWith('test-') &&
        name !== markerName(process.pid) &&
        alive(Number(name.slice('test-'.length))),
    );
  while (others()) await sleep(POLL_MS);
}

/** In the same file's afterAll. */
export function endAlone(outputDir: string) {
  rmSync(aloneFile(outputDir), { force: true });
}
