import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { forbidden, HttpError } from '../http-errors.ts';
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
  if (foreignSite || isCrossSite(request)) throw forbidden(ERROR_MESSAGES.crossSite);
}

export async function registerSecurity(app: FastifyInstance) {
  // Helmet's headers, computed once at start-up and set on every response.
  const securityHeaders = computeSecurityHeaders();
  // State-changing requests from another site are refused (cookies are SameSite=Lax too).
  // Callback hooks here and in the other plugins whose hooks run on every request: a promise per
  // hook per request shows in a hot read's CPU profile (decision 207).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request))
      return done(forbidden(ERROR_MESSAGES.crossSite));
    done();
  });

  // Routes opt in with `config: { rateLimit: {...} }`. Counters are per instance. The check runs
  // after body parsing so a key may use the body (the team a code is tried for, say).
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, ERROR_MESSAGES.rateLimited);
      (error as HttpError & { retryAfter: string }).retryAfter = context.after;
      return error;
    },
  });
}
