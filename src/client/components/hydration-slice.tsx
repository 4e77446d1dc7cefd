import { Suspense, type ReactNode } from 'react';

/**
 * Adopting a prerendered page in slices (decision 202). Preact, which draws the app (decision
 * 198), adopts server HTML in one go: on a slow phone that is one long task, and taps wait for it.
 * A slice's part of the page is adopted in a task of its own instead, one slice after another:
 * while adopting, a slice suspends once, and Preact keeps its server-drawn HTML on screen (it is
 * never replaced by the fallback) and adopts it when the slice's turn comes.
 *
 * Only while adopting: a page drawn in the browser, or a slice met after adoption, draws at once.
 */
let adopting = false;
/** The slices' turns, one task each, in the order they were met. */
let turns: Promise<void> = Promise.resolve();
const adopted = new Set<string>();
const waiting = new Map<string, Promise<void>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Called just before the app adopts a prerendered page; adoption ends after the last slice. */
export function adoptInSlices(adopt: () => void) {
  adopting = true;
  adopt();
  void turns.then(() => {
    adopting = false;
  });
}

function Turn({ name, children }: { name: string; children: ReactNode }) {
  if (adopting && !adopted.has(name)) {
    let turn = waiting.get(name);
    if (!turn) {
      turn = turns = turns.then(nextTask).then(() => {
        adopted.add(name);
        waiting.delete(name);
      });
      waiting.set(name, turn);
    }
    // Suspending is how a part of a page waits in Preact and React alike.
    throw turn;
  }
  return children;
}

/**
 * A part of a page adopted in a task of its own. `name` is unique on the page (a slice forgets
 * everything when it suspends, so it is known by name). It adds no markup.
 */
export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}
