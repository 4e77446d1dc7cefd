import { setTimeout as delay } from 'node:timers/promises';

export interface SpacedRuns {
  /** Asks for a run that starts after this call; resolves when that run has finished. */
  soon(): Promise<void>;
  /** No run starts after this; waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` when asked, one at a time and with starts at least `gapMs` apart. Every request made
 * while a run waits is answered by that run, so a burst of requests (hundreds a second) costs one
 * run per gap, not one per request. `run` must not reject.
 */
export function spacedRuns(run: () => Promise<void>, gapMs: number): SpacedRuns {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let lastStarted = Number.NEGATIVE_INFINITY;
  const stopping = new AbortController();

  function start(): Promise<void> {
    lastStarted = Date.now();
    running = run().finally(() => (running = undefined));
    return running;
  }

  return {
    soon() {
      if (stopping.signal.aborted) return Promise.resolve();
      queued ??= (async () => {
        await running;
        const wait = lastStarted + gapMs - Date.now();
        if (wait > 0)
          await delay(wait, undefined, { signal: stopping.signal, ref: false }).catch(
            () => undefined,
          );
        queued = undefined;
        if (!stopping.signal.aborted) await start();
      })();
      return queued;
    },
    async stop() {
      stopping.abort();
      await queued;
      await running;
    },
  };
}
