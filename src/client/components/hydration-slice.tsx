import { Suspense, type ReactNode } from 'react';

/**
 * The first page drawn in slices (decision 202). Preact, which draws the app (decision 198),
 * draws a page, or adopts a prerendered page's HTML, in one go: on a slow phone that is one long
 * task, and taps wait for it. A slice's part of the page is drawn in a task of its own instead,
 * one slice after another in the order they are met (top to bottom): during the first draw a
 * slice suspends once. Adopting server HTML, Preact keeps a suspended part's HTML on screen (it
 * is never replaced by the fallback) and adopts it when its turn comes; drawing afresh, the part
 * appears when its turn comes.
 *
 * Only the first draw: a slice met after it (a page opened later) draws at once.
 */
let firstDraw = false;
/** The slices' turns, one task each, in the order they were met. */
let turns: Promise<void> = Promise.resolve();
const drawn = new Set<string>();
const waiting = new Map<string, Promise<void>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first draw ends once no slice is waiting a task after the last turn (a slice drawn in its
 * turn may hold slices of its own, met just after it).
 */
function endWhenDone() {
  setTimeout(() => {
    if (waiting.size === 0) firstDraw = false;
  }, 0);
}

/** Runs the app's first draw (`draw`) in slices. */
export function drawInSlices(draw: () => void) {
  firstDraw = true;
  draw();
  endWhenDone();
}

function Turn({ name, children }: { name: string; children: ReactNode }) {
  if (firstDraw && !drawn.has(name)) {
    let turn = waiting.get(name);
    if (!turn) {
      turn = turns = turns.then(nextTask).then(() => {
        drawn.add(name);
        waiting.delete(name);
        if (waiting.size === 0) endWhenDone();
      });
      waiting.set(name, turn);
    }
    // Suspending is how a part of a page waits in Preact and React alike.
    throw turn;
  }
  return children;
}

/**
 * A part of the first page drawn in a task of its own. `name` is unique on the page (a slice
 * forgets everything when it suspends, so it is known by name). The part is one element (or
 * nothing): while it waits, Preact keeps only the first element of a part's HTML, and the rest
 * left the page until the part's turn, a jump of everything below it.
 *
 * Its part sits in an element of its own that lays out as if it were not there (`display:
 * contents`): while a part waits, Preact keeps the HTML where the part begins, and a part drawn
 * as nothing (no announcements) would otherwise keep the next part's HTML as its own, and that
 * part the one after it (a part whose code is still loading waits with it): the page was adopted out of step, one section's label on another's
 * content (decision 215).
 */
export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <Turn name={name}>{children}</Turn>
      </Suspense>
    </div>
  );
}
