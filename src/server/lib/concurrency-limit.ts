/**
 * At most `inFlight` tasks run at once; up to `queued` more wait, each at most `maxWaitMs`.
 * A task that cannot start in time is refused with `onBusy()`'s error instead of piling up.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function concurrencyLimit(options: {
  inFlight: number;
  queued: number;
  maxWaitMs: number;
  onBusy: () => Error;
}): ConcurrencyLimit {
  let running = 0;
  const queue: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (running < options.inFlight) {
        running++;
        return resolve();
      }
      if (queue.length >= options.queued) return reject(options.onBusy());
      const entry = {
        start: () => {
          running++;
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(options.onBusy());
        }, options.maxWaitMs),
      };
      queue.push(entry);
    });

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
