import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { CODED } from '../../shared/coded-messages.ts';
import { forbidden, HttpError } from '../http-errors.ts';
import { API_PREFIX } from '../../shared/routes/index.ts';
import { computeSecurityHeaders } from './security-headers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * A GET that must come from the app's own pages (the backup download): refused when the browser
 * says another site asked for it, or sends another origin. `Sec-Fetch-Site: same-site` (a sibling
 * subdomain) is refused too; `none` is a person typing the address or opening a bookmark, and a
 * client without the header (curl, scripts) has no other site's page to act for.
 */
export async function requireSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
  if (foreignSite || isCrossSite(request)) throw forbidden(CODED.common.crossSite);
}

export async function registerSecurity(app: FastifyInstance) {
  // Helmet's headers, computed once at start-up and set on every response. API answers also say
  // they are in English and, unless their route says otherwise (a hot read's `private,
  // no-cache` with an ETag, lib/http-cache.ts), that they are stored nowhere (decision 113):
  // personal data (the session, consent, messages, errors that echo a request) never lands in a
  // shared cache or on a shared phone's disk. Set here, before the route runs, so the route's own
  // `Cache-Control` replaces it and no hook runs after the answer (decision 333).
  const pageHeaders = computeSecurityHeaders();
  const apiHeaders = { ...pageHeaders, 'cache-control': 'no-store', 'content-language': 'en' };
  // State-changing requests from another site are refused (cookies are SameSite=Lax too).
  // Callback hooks here and in the other plugins whose hooks run on every request: a promise per
  // hook per request shows in a hot read's CPU profile (decision 207).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? apiHeaders : pageHeaders);
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request))
      return done(forbidden(CODED.common.crossSite));
    done();
  });

  // Routes opt in with `config: { rateLimit: {...} }`. Counters are per instance. The check runs
  // after body parsing so a key may use the body (the team a code is tried for, say).
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, CODED.common.rateLimited);
      (error as HttpError & { retryAfter: string }).retryAfter = context.after;
      return error;
    },
  });
}
