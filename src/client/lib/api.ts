import type { QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ErrorResponse, FieldError } from '../../shared/errors.ts';
import { codeText } from './i18n/code-text.ts';

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
 * than English, the translation of the error's `code` (decision 191) when there is one, with
 * the values the message was built with put back in (decision 201); the server's English
 * otherwise.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.body.message) return fallback;
  const { code, message, params } = error.body;
  const language = i18next.resolvedLanguage ?? 'en';
  if (language === 'en' || !code) return message;
  return codeText(language, code, params) ?? message;
}

function isParams(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
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
      const { message, errors, code, params } = parsed as {
        message: unknown;
        errors?: unknown;
        code?: unknown;
        params?: unknown;
      };
      return {
        message: typeof message === 'string' ? message : String(message),
        ...(typeof code === 'string' ? { code } : {}),
        ...(isParams(params) ? { params } : {}),
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

/** What a call sends (JSON, a CSV's text, a multipart form) and how. */
export interface FetchInit {
  body?: BodyInit;
  /** Left out for a form: fetch writes the multipart type with its boundary itself. */
  contentType?: string;
  signal?: AbortSignal;
  /** The server answers a retry with the same key with the first answer (plugins/idempotency.ts). */
  idempotencyKey?: string;
}

/**
 * Calls the API with cookies (spec section 7) and hands back the answer once it is OK; a refusal
 * is an ApiError. Only lib/ calls it, through the endpoints of lib/endpoint.ts, which type the
 * answer by the contract (decision 134): the body comes back as `unknown` from `readJson`.
 */
export async function apiFetch(
  method: HttpMethod,
  url: string,
  init: FetchInit = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.contentType) headers['Content-Type'] = init.contentType;
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: init.body,
    signal: init.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** An answer's JSON, not yet checked; `{}` for 204 No Content or an empty body. */
export async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return {};
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : {};
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
