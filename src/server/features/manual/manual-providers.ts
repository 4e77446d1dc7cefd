/**
 * The AI providers behind the assistants, both through the official `openai` client: OpenAI (or
 * any OpenAI-compatible server via OPENAI_BASE_URL) and Perplexity's OpenAI-compatible API.
 * Provider failures become 502 and timeouts 504, with messages a user can act on.
 */
import { CODED } from '../../../shared/coded-messages.ts';
import OpenAI from 'openai';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http-errors.ts';

export interface ProviderSettings {
  apiKey?: string;
  baseUrl?: string;
  /** How long to wait for an answer; tests shorten it. */
  timeoutMs?: number;
}

const PERPLEXITY_BASE_URL = 'https://api.perplexity.ai';
export const PERPLEXITY_MODEL = 'sonar';
const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_ANSWER_TOKENS = 1_000;

interface ChatResult {
  text: string;
  /** The model the provider says answered. */
  model: string;
  citations: string[];
}

interface ChatRequest {
  model: string;
  system: string;
  user: string;
}

export type ChatProvider = (request: ChatRequest) => Promise<ChatResult>;

const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Perplexity returns `citations` (URLs) at the top level; newer responses add `search_results`. */
function citationsOf(completion: unknown): string[] {
  const body = completion as { citations?: unknown; search_results?: unknown };
  const fromCitations = Array.isArray(body.citations) ? body.citations : [];
  const fromResults = Array.isArray(body.search_results)
    ? body.search_results.map((result) => (result as { url?: unknown })?.url)
    : [];
  const urls = (fromCitations.length ? fromCitations : fromResults).filter(isWebUrl);
  return [...new Set(urls)].slice(0, 20);
}

function providerError(error: unknown, log: FastifyBaseLogger, provider: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    log.warn({ provider }, 'AI provider timed out');
    return new HttpError(504, CODED.manual.providerTimeout);
  }
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  log.warn(
    { provider, status, err: error instanceof Error ? error.message : String(error) },
    'AI provider failed',
  );
  if (status === 401 || status === 403) return new HttpError(502, CODED.manual.providerRejectedKey);
  if (status === 429) return new HttpError(502, CODED.manual.providerRateLimited);
  return new HttpError(502, CODED.manual.providerFailed);
}

/** A chat provider, or null when it has no API key (the assistants then search the manual). */
export function chatProvider(
  settings: ProviderSettings,
  log: FastifyBaseLogger,
  name: 'openai' | 'perplexity',
): ChatProvider | null {
  if (!settings.apiKey) return null;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? (name === 'perplexity' ? PERPLEXITY_BASE_URL : undefined),
    timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // A person is waiting: fail fast and let them ask again rather than retry behind their back.
    maxRetries: 0,
  });
  return async ({ model, system, user }) => {
    try {
      const completion = await client.chat.completions.create({
        model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: 0.2,
        max_tokens: MAX_ANSWER_TOKENS,
      });
      const text = completion.choices?.[0]?.message?.content?.trim();
      if (!text) throw new HttpError(502, CODED.manual.providerFailed);
      return {
        text,
        model: typeof completion.model === 'string' && completion.model ? completion.model : model,
        citations: citationsOf(completion),
      };
    } catch (error) {
      throw providerError(error, log, name);
    }
  };
}
