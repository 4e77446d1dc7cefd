import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ErrorResponse, FieldError } from '../../shared/errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer from the API. `message` follows spec section 7/8:
 * `${status}: ${bodyText || statusText}`; `body` is the parsed `{message, errors?}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText, statusText);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own message for an error, or `fallback` when it gave none. In another language
 * than English, the translation of the error's `code` (decision 191) when there is one; the
 * server's English otherwise.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.body.message) return fallback;
  const { code, message } = error.body;
  const language = i18next.resolvedLanguage ?? 'en';
  if (language === 'en' || !code) return message;
  const translated: unknown = i18next.getResource(language, 'errors', code);
  return typeof translated === 'string' ? translated : message;
}

function isFieldError(value: unknown): value is FieldError {
  const v = value as Partial<FieldError> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.field === 'string' &&
    typeof v.message === 'string'
  );
}

function parseErrorBody(bodyText: string, statusText: string): ErrorResponse {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message, errors, code } = parsed as { message: unknown; errors?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' ? message : String(message),
        ...(typeof code === 'string' ? { code } : {}),
        ...(Array.isArray(errors) ? { errors: errors.filter(isFieldError) } : {}),
      };
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return { message: bodyText || statusText };
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return {} as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** Calls the API with cookies; sends JSON only when `data` is given (spec section 7). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  init?: { signal?: AbortSignal; idempotencyKey?: string },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  // The server answers a retry with the same key with the first answer (plugins/idempotency.ts).
  if (init?.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    signal: init?.signal,
  });
  await throwIfNotOk(res);
  return readBody<T>(res);
}

/** Sends a body that is not JSON (a CSV file, say) with its own content type. */
export async function apiSendText<T = unknown>(method: HttpMethod, url: string, text: string, contentType: string): Promise<T> {
  const res = await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': contentType }, body: text });
  await throwIfNotOk(res);
  return readBody<T>(res);
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `['/api/timeslots', {date: '2025-05-03'}]` becomes `/api/timeslots?date=2025-05-03`. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be the API path');
  if (typeof params !== 'object' || params === null) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as QueryParams)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads GET the first query key element (plus a params object in the second). */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readBody<T>(res);
  };
}

/** One page of a long list, and how long the whole list is (the X-Total-Count header). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Like getQueryFn, for the paged lists that answer with X-Total-Count. */
export function getPageQueryFn<T>(): QueryFunction<Page<T>> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    await throwIfNotOk(res);
    const items = await readBody<T[]>(res);
    const total = Number(res.headers.get('x-total-count') ?? items.length);
    return { items, total: Number.isFinite(total) ? total : items.length };
  };
}
