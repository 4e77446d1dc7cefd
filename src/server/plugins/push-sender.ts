import type http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { enqueue, newHostQueue, nextJob, type HostQueue } from './push-host-queue.ts';
import { requestPush, retryAfterMs, type PushDelivery } from './push-request.ts';
import type { StoredSubscription } from './push-subscriptions.repo.ts';

export interface PushSenderOptions {
  vapid: { subject: string; publicKey: string; privateKey: string };
  log: FastifyBaseLogger;
  /** A push service answered 404 or 410: the subscription is gone for good. */
  onGone(endpoint: string): Promise<void>;
  /** Requests in flight to one push service host at a time. */
  perHostConcurrency?: number;
  timeoutMs?: number;
  maxAttempts?: number;
  /** The wait before attempt `n + 1` (n from 1) when the service gave no Retry-After. */
  backoffMs?: (attempt: number) => number;
}

/**
 * How a push ended here: `delivered` (its push service accepted it), `done` (gone, or given up
 * after its attempts) or `released` (this sender closed before it was delivered: another
 * instance takes it from the queue).
 */
export type PushOutcome = 'delivered' | 'done' | 'released';

interface Job {
  target: StoredSubscription;
  delivery: PushDelivery;
  attempt: number;
  settle(outcome: PushOutcome): void;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 4 ** (attempt - 1));

/**
 * Sends the pushes this instance took from the queue (push-queue.ts, decision 253) in the
 * background (decision 162): `deliver` returns at once, so no request waits for a push service. Each push service host has its own queue, agent, concurrency and timeout,
 * so a slow or failing one delays only its own subscribers; within a host each team has a lane
 * and the lanes take turns (decision 230). 429 and 5xx (and network errors, timeouts) are retried
 * with backoff, honouring Retry-After; 404 and 410 delete the subscription.
 */
export function createPushSender(options: PushSenderOptions) {
  const perHost = options.perHostConcurrency ?? 4;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const hosts = new Map<string, HostQueue<Job>>();
  const retryTimers = new Map<NodeJS.Timeout, Job>();
  let queued = 0;
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  function hostQueue(url: URL): HostQueue<Job> {
    let queue = hosts.get(url.host);
    if (!queue) {
      queue = newHostQueue(url, perHost);
      hosts.set(url.host, queue);
    }
    return queue;
  }

  function settleIfIdle() {
    if (queued > 0 || retryTimers.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function schedule(job: Job): void {
    const queue = hostQueue(new URL(job.target.endpoint));
    enqueue(queue, job.target.lane, job);
    pump(queue);
  }

  function pump(queue: HostQueue<Job>) {
    while (!closed && queue.active < perHost && queue.turn.length > 0) {
      const job = nextJob(queue)!;
      queue.active++;
      void attempt(job, queue.agent).finally(() => {
        queue.active--;
        queued--;
        pump(queue);
        settleIfIdle();
      });
    }
  }

  function retryLater(job: Job, waitMs: number) {
    queued++;
    const timer: NodeJS.Timeout = setTimeout(() => {
      retryTimers.delete(timer);
      schedule({ ...job, attempt: job.attempt + 1 });
    }, waitMs);
    timer.unref();
    retryTimers.set(timer, job);
  }

  async function attempt(job: Job, agent: http.Agent): Promise<void> {
    const { target, delivery } = job;
    const outcome = await requestPush(target, delivery, options.vapid, agent, timeoutMs);
    const host = new URL(target.endpoint).host;
    if ('status' in outcome && outcome.status >= 200 && outcome.status < 300)
      return job.settle('delivered');
    if ('status' in outcome && (outcome.status === 404 || outcome.status === 410)) {
      await options
        .onGone(target.endpoint)
        .catch((error: unknown) =>
          options.log.warn({ err: error, host }, 'could not delete a gone push subscription'),
        );
      return job.settle('done');
    }
    const retriable = 'error' in outcome || outcome.status === 429 || outcome.status >= 500;
    // Cut off by close(): whether the service took it is unknown, so another instance sends it.
    if (retriable && closed) return job.settle('released');
    if (retriable && job.attempt < maxAttempts) {
      const retryAfter = 'status' in outcome ? retryAfterMs(outcome.retryAfter) : undefined;
      retryLater(job, retryAfter ?? backoffMs(job.attempt));
      return;
    }
    options.log.warn(
      {
        host,
        status: 'status' in outcome ? outcome.status : undefined,
        err: 'error' in outcome ? outcome.error.message : undefined,
      },
      'push not delivered',
    );
    job.settle('done');
  }

  return {
    /** Queues one push and returns at once; `settle` is told how it ended. */
    deliver(
      target: StoredSubscription,
      delivery: PushDelivery,
      settle: (outcome: PushOutcome) => void,
    ) {
      if (closed) return settle('released');
      queued++;
      schedule({ target, delivery, attempt: 1, settle });
    },
    /** Resolves when nothing is queued, in flight or waiting for a retry (tests, shutdown). */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIfIdle();
      });
    },
    /**
     * Stops: pushes not yet attempted or waiting for a retry are released at once; those in flight
     * get `graceMs` to be answered, and are then cut off and released.
     */
    async close(graceMs = 2_000) {
      closed = true;
      for (const [timer, job] of retryTimers) {
        clearTimeout(timer);
        queued--;
        job.settle('released');
      }
      retryTimers.clear();
      for (const queue of hosts.values()) {
        for (const lane of queue.lanes.values()) {
          queued -= lane.length;
          for (const job of lane) job.settle('released');
        }
        queue.lanes.clear();
        queue.turn = [];
      }
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([
        new Promise<void>((resolve) => {
          idleWaiters.push(resolve);
          settleIfIdle();
        }),
        grace,
      ]);
      for (const queue of hosts.values()) queue.agent.destroy();
    },
  };
}
