import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, readJson, urlFromQueryKey, type HttpMethod } from './api.ts';
import { checksResponses } from './contract.ts';

/**
 * A call of the API built from the shared contract (decision 134): its method, its path, and
 * the contract's schemas for what it sends and what it answers (`schema(...)` of lib/contract.ts).
 * The types come from the schemas, so a contract change breaks the typecheck where the client
 * uses the call.
 *
 * The schemas are loaded only where answers are checked (development and tests); a production
 * build has no code that loads them (decision 196), so pages trust the server and carry no zod for it.
 */
export interface Endpoint<Request extends z.ZodType | undefined, Response extends z.ZodType> {
  method: HttpMethod;
  /** The route as the server declares it (`/api/streams/{id}`); a call may fill it in. */
  path: string;
  request?: () => Promise<Request>;
  response: () => Promise<Response>;
}

/** A call whose answer has no body (204): its method and path, and what it sends. */
export interface NoContentEndpoint<Request extends z.ZodType | undefined> {
  method: HttpMethod;
  path: string;
  request?: () => Promise<Request>;
}

export function endpoint<
  Response extends z.ZodType,
  Request extends z.ZodType | undefined = undefined,
>(definition: Endpoint<Request, Response>): Endpoint<Request, Response> {
  return definition;
}

/** A 204 call that sends a body: its request type inferred from the schema, as `endpoint` does. */
export function noContentEndpoint<Request extends z.ZodType | undefined = undefined>(
  definition: NoContentEndpoint<Request>,
): NoContentEndpoint<Request> {
  return definition;
}

/** What a call sends: the request schema's input, or nothing. */
type Body<Request> = Request extends z.ZodType ? z.input<Request> : undefined;

/** What an endpoint sends, for a mutation's variables. */
export type RequestOf<E> = E extends { request?: () => Promise<infer Request> }
  ? Body<Request>
  : never;

interface CallOptions<Request> {
  body?: Body<Request>;
  /** The endpoint's path filled in (`/api/streams/7`). */
  path?: string;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/** An answer that does not match its contract: a bug on one side, found in development and tests. */
export class ResponseContractError extends Error {
  constructor(where: string, issues: string) {
    super(`${where} answered outside its contract: ${issues}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * The answer as the contract types it: checked against the schema in development and tests
 * (the value itself is returned, so both modes hand the page the same object), trusted otherwise.
 */
export async function checkResponse<Response extends z.ZodType>(
  load: () => Promise<Response>,
  value: unknown,
  where: string,
): Promise<z.output<Response>> {
  if (!checksResponses) return value as z.output<Response>;
  const result = (await load()).safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    const error = new ResponseContractError(where, issues.join('; '));
    // In the console too: a page may only say it could not load (and tests fail on it, test/setup.ts).
    console.error(error);
    throw error;
  }
  return value as z.output<Response>;
}

async function send<Request>(
  call: { method: HttpMethod; path: string },
  options: CallOptions<Request>,
): Promise<unknown> {
  const { body, signal, idempotencyKey } = options;
  const json =
    body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
  return readJson(
    await apiFetch(call.method, options.path ?? call.path, { ...json, signal, idempotencyKey }),
  );
}

export const where = (call: { method: HttpMethod; path: string }) => `${call.method} ${call.path}`;

/** Calls an endpoint and hands back its answer as the contract types it. */
export async function callEndpoint<
  Request extends z.ZodType | undefined,
  Response extends z.ZodType,
>(
  call: Endpoint<Request, Response>,
  options: CallOptions<Request> = {},
): Promise<z.output<Response>> {
  return checkResponse(call.response, await send(call, options), where(call));
}

/** Calls an endpoint that answers 204 No Content. */
export async function callNoContent<Request extends z.ZodType | undefined>(
  call: NoContentEndpoint<Request>,
  options: CallOptions<Request> = {},
): Promise<void> {
  await send(call, options);
}

/** The query functions whose answer is the JSON at their key's URL, as the server sends it. */
const urlQueryFns = new WeakSet<object>();

/** A query function for a GET endpoint: the query key's path and params, the endpoint's answer. */
export function endpointQueryFn<Response extends z.ZodType>(
  call: Endpoint<undefined, Response>,
): QueryFunction<z.output<Response>> {
  const queryFn: QueryFunction<z.output<Response>> = async ({ queryKey, signal }) => {
    const res = await apiFetch('GET', urlFromQueryKey(queryKey), { signal });
    return checkResponse(call.response, await readJson(res), where(call));
  };
  urlQueryFns.add(queryFn);
  return queryFn;
}

/**
 * Whether a query's answer is the JSON at its key's URL, unchanged (`endpointQueryFn`'s): the
 * server may answer it for a page it draws (src/client/prerender.tsx).
 */
export const answeredByItsUrl = (queryFn: unknown): boolean =>
  typeof queryFn === 'function' && urlQueryFns.has(queryFn);
