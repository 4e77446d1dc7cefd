import type { InjectOptions } from 'fastify';
import { randomCode } from '../../lib/crypto.ts';
import type { Caller, Statuses } from './callers.ts';

/** One request of a row, sent by every caller, and what each must get. */
export interface Probe {
  /** What this probe shows, when a route has more than one. */
  name?: string;
  /** The request, made anew for each caller (it may first create a fresh resource). */
  request(): Promise<InjectOptions> | InjectOptions;
  expect: Statuses;
  /** Text in the answer that only these callers may see (leaks are failures too). */
  secrets?: Array<{ text: string; visibleTo: Caller[] }>;
  /** A server-sent event stream: checked over a real socket, then hung up. */
  stream?: boolean;
}

/** A route (`METHOD /path` as registered) and its probes. */
export interface Row {
  route: string;
  probes: Probe[];
}

let sequence = 0;
/** The next number of a sequence shared by every part of the matrix. */
export const nextNumber = () => ++sequence;
/** The number nextNumber last gave. */
export const lastNumber = () => sequence;
export const unique = () => `${nextNumber()}-${randomCode(4)}`;
/** A future instant no other probe uses (a slot's start must be unique per room). */
export const futureIso = () =>
  new Date(Date.now() + (2 + nextNumber()) * 24 * 60 * 60 * 1000).toISOString();

type Request = InjectOptions & { method: string; url: string };
export const get = (url: string): Request => ({ method: 'GET', url });
/** A request with a body: the method's builder. */
const withBody =
  (method: string) =>
  (url: string, payload?: unknown): Request => ({
    method,
    url,
    payload: payload as InjectOptions['payload'],
  });
export const post = withBody('POST');
export const put = withBody('PUT');
export const del = withBody('DELETE');
export const patch = withBody('PATCH');

/** A probe sending the same request (or a fresh one each time) to every caller. */
export function probe(
  request: Request | (() => Promise<Request>),
  expect: Statuses,
  extra: Omit<Probe, 'request' | 'expect'> = {},
): Probe {
  return { request: typeof request === 'function' ? request : () => request, expect, ...extra };
}
export const row = (route: string, ...probes: Probe[]): Row => ({ route, probes });
export const secret = (text: string, ...visibleTo: Caller[]) => ({ text, visibleTo });
