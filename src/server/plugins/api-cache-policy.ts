import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/routes/index.ts';

/**
 * API answers are not stored anywhere unless their route says otherwise (decision 113): an answer
 * that names no `Cache-Control` gets `no-store`, so personal data (the session, consent, messages,
 * interviews, errors that echo a request) never lands in a shared cache or on a shared phone's
 * disk. Hot reads opt in to `private, no-cache` with an ETag (lib/http-cache.ts).
 */
export function registerApiCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
