import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, languageOf, type Language } from '../../shared/languages.ts';

/**
 * The language to draw a page in for this browser (decision 217), as its first-paint script will
 * pick it: the interface language it last spoke (the cookie that script keeps), else the first of
 * the browser's languages the app speaks (Accept-Language, negotiated as HTTP does), else English.
 * A browser whose choice the server cannot know yet is drawn a page in another language, which its
 * app then draws afresh (src/client/main.tsx): never wrong, only slower.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = languageOf(request.cookies[LANGUAGE_COOKIE]);
  if (chosen) return chosen;
  const [preferred] = new Negotiator(request).languages([...LANGUAGES]);
  return languageOf(preferred) ?? 'en';
}
