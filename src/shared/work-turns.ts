/**
 * Heavy work shares one budget per turn of the event loop, whoever does it (decision 247).
 *
 * Each import yielding on its own clock is not enough: twelve uploads that each yield every 8 ms
 * are resumed in the same turn of the loop (one timers or immediates phase runs every callback
 * that is due), so that turn lasts twelve slices, about 110 ms, and every other request waits for
 * it. Here a slice may run only while the current turn's budget lasts; past it the worker queues,
 * and each later turn resumes one queued worker, first come first served, after the loop has
 * polled for I/O (a health check, a hot read) in between.
 */

/** Heavy work per turn of the event loop, all workers together. */
const TURN_BUDGET_MS = 8;

/** After I/O is polled: setImmediate on Node, a zero timeout in a browser. */
const afterIo: (run: () => void) => void =
  typeof globalThis.setImmediate === 'function'
    ? (run) => globalThis.setImmediate(run)
    : (run) => setTimeout(run, 0);

let turnStarted = -Infinity;
const waiting: Array<() => void> = [];
let scheduled = false;

function resumeNext() {
  scheduled = false;
  const next = waiting.shift();
  if (!next) return;
  turnStarted = performance.now();
  next();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  afterIo(resumeNext);
}

/** Resolves in a later turn of the event loop, when this worker's place in the queue comes. */
function nextWorkTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}

/**
 * A checkpoint for a loop of heavy work: returns at once while the turn this worker was given
 * still has budget, else waits for its next turn. A worker that comes back from other awaits (a
 * query) counts as a newcomer: its first checkpoint queues.
 */
export function workBudget() {
  let ownTurn = -Infinity;
  return async () => {
    if (ownTurn === turnStarted && performance.now() - turnStarted < TURN_BUDGET_MS) return;
    await nextWorkTurn();
    ownTurn = turnStarted;
  };
}
