import type http from 'node:http';

/**
 * Node (libuv 1.45 and later) accepts one connection per turn of the event loop. A turn in which
 * PGlite runs a statement lasts that statement's time, so in a burst the connections waited in the
 * kernel's queue, where the load shedder cannot refuse them, and were let in about one per
 * statement: 1,000 took 4–7 s to accept while the event loop never stalled past 125 ms, and the
 * requests admitted last were answered seconds after they were sent though they spent milliseconds
 * in the server. `nextQuietTurn` lets work that can wait (an admitted request's start, a PGlite
 * statement) wait for a turn in which no connection arrived: such turns cost a fraction of a
 * millisecond (accept one, read one, refuse or admit one), so a burst is accepted, and its excess
 * refused, at that pace first.
 */
let arrived = 0;

/** Counts the connections `server` accepts (those of every server of the process). */
export function countArrivals(server: http.Server) {
  server.on('connection', () => {
    arrived += 1;
  });
}

/**
 * The longest a piece of work waits for a quiet turn: under a flood that never pauses, admitted
 * requests still start and their statements still run, so they are answered.
 */
const MAX_WAIT_MS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves at the end of the first turn of the event loop in which no connection was accepted,
 * or after MAX_WAIT_MS. At least one turn passes: what arrived meanwhile is read and refused or
 * admitted before the caller's work runs.
 */
export async function nextQuietTurn() {
  const started = performance.now();
  let seen: number;
  do {
    seen = arrived;
    await nextTurn();
  } while (arrived !== seen && performance.now() - started < MAX_WAIT_MS);
}
