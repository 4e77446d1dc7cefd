/**
 * Steady writes through nginx while instances die or restart: bookings of distinct open slots
 * and messages to the teams holding event streams, each POST with an Idempotency-Key, retried
 * once (same key) when it got no answer or a 5xx, as the app's client does.
 */
import { performance } from 'node:perf_hooks';
import { CANNED_MESSAGES } from '../../../src/shared/canned-messages.ts';
import type { Answer, Client } from './client.ts';

export interface Write {
  kind: 'booking' | 'message';
  /** Who wrote, and to whom (messages). */
  teamId: number;
  receiverTeamId?: number;
  /** The slot a booking asked for. */
  slotId?: number;
  first: Answer;
  retry?: Answer;
  /** The stored row's id from a 2xx answer. */
  id?: number;
}

interface LoadPlan {
  client: Client;
  cookies: ReadonlyMap<number, string>;
  /** Teams that book and send. */
  writers: readonly number[];
  /** Teams that receive the messages (they hold the event streams). */
  receivers: readonly number[];
  slotIds: readonly number[];
  /** Writes a second, all workers together. */
  rate: number;
  workers: number;
  /** One message for every `messageEvery` writes; the rest are bookings. */
  messageEvery: number;
  label: string;
}

const failed = (answer: Answer) => answer.status === 0 || answer.status >= 500;

export function startLoad(plan: LoadPlan) {
  const writes: Write[] = [];
  let stopped = false;
  let next = 0;
  let bookings = 0;
  let messages = 0;
  const started = performance.now();
  const content = CANNED_MESSAGES[0]!.text;

  async function once(n: number): Promise<void> {
    const isMessage = n % plan.messageEvery === plan.messageEvery - 1;
    const key = `${plan.label}-${n}-${process.pid}`;
    let write: Omit<Write, 'first'>;
    let path: string;
    let body: unknown;
    if (isMessage) {
      // Each (sender, receiver) pair at most once, so a stream can tell every message apart.
      const m = messages++;
      const teamId = plan.writers[m % plan.writers.length]!;
      const receiverTeamId =
        plan.receivers[Math.floor(m / plan.writers.length) % plan.receivers.length]!;
      write = { kind: 'message', teamId, receiverTeamId };
      path = '/api/messages';
      body = { receiverTeamId, content };
    } else {
      const b = bookings++;
      const slotId = plan.slotIds[b];
      if (slotId === undefined) return;
      const teamId = plan.writers[b % plan.writers.length]!;
      write = { kind: 'booking', teamId, slotId };
      path = '/api/interviews';
      body = { timeslotId: slotId, title: 'Judging Interview' };
    }
    const send = (attempt: number) =>
      plan.client.send('POST', path, {
        cookie: plan.cookies.get(write.teamId),
        body,
        headers: { 'idempotency-key': key },
        tag: `${key}-a${attempt}`,
      });
    const first = await send(0);
    const retry = failed(first) ? await send(1) : undefined;
    const final = retry ?? first;
    const id =
      final.status >= 200 && final.status < 300
        ? (JSON.parse(final.body) as { id: number }).id
        : undefined;
    writes.push({ ...write, first, retry, id });
  }

  async function worker() {
    while (!stopped) {
      const n = next++;
      // Paced: write n is due at n / rate seconds after the start.
      const due = started + (n / plan.rate) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      await once(n);
    }
  }
  const running = Promise.all(Array.from({ length: plan.workers }, worker));

  return {
    writes,
    /** Writes answered 2xx so far. */
    get acknowledged() {
      return writes.filter((w) => w.id !== undefined).length;
    },
    /** Stops starting writes and waits for those in flight. */
    async stop(): Promise<Write[]> {
      stopped = true;
      await running;
      return writes;
    },
  };
}

export const firstFailed = (write: Write) => failed(write.first);
export const finallyFailed = (write: Write) => write.id === undefined;
