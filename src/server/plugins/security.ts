import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { VIDEO_EMBED_ORIGIN } from '../../shared/contract/streams.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { forbidden, HttpError } from '../http-errors.ts';

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

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The only third-party origin the pages may use: the privacy-enhanced video player.
        frameSrc: [VIDEO_EMBED_ORIGIN],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is often served over plain HTTP on a venue LAN: no forced upgrades.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // State-changing requests from another site are refused (cookies are SameSite=Lax too).
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      throw forbidden(ERROR_MESSAGES.crossSite);
    }
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
