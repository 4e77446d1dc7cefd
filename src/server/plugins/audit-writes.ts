import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client.ts';
import { recordAudit } from './audit.ts';
import { hooksWhere, isWriteRoute } from './route-hooks.ts';
import { API_PREFIX, ROUTES } from '../../shared/routes/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route records its own activity-log entry, with the values before and after, in its
     * transaction (staff, progress, check-in); the generic entry below is skipped.
     */
    auditedByService?: boolean;
  }
}

/** Signing in and out is not a change to the event. */
const NOT_CHANGES = new Set<string>(
  [ROUTES.auth.login, ROUTES.auth.logout, ROUTES.auth.teamLogin].map((r) => r.path),
);
/** Bodies kept whole up to this size (JSON); larger ones (a CSV import, a manual) by their size only. */
const BODY_MAX_BYTES = 4_096;
/** A write to the event that no service logs itself. */
const isLoggedWrite = (route: RouteOptions) =>
  isWriteRoute(route) &&
  route.url.startsWith(API_PREFIX) &&
  !NOT_CHANGES.has(route.url) &&
  !route.config?.auditedByService;

/** Values never kept, whatever route sent them. */
const SECRET_KEYS = /password|token|joincode|signature|auth|p256dh|endpoint/i;

function redacted(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redacted(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redacted(inner, depth + 1),
    ]),
  );
}

/** What was asked for: the body when small and JSON, else its size. */
function requested(request: FastifyRequest): unknown {
  const body = request.body;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return { bytes: Buffer.byteLength(body) };
  const text = JSON.stringify(body);
  return text.length > BODY_MAX_BYTES ? { bytes: text.length } : redacted(body);
}

/**
 * The activity log's entry for every other staff write (DESIGN section 4): after an organiser's,
 * judge's or volunteer's write succeeded, who, when, which route on what (its parameters) and what
 * was asked for. Routes that know the values before and after record those themselves
 * (`auditedByService`). A failed entry is logged; it never turns a done write into an error.
 */
export default fp(
  async function auditWrites(app: FastifyInstance, { db }: { db: AppDb }) {
    // Only the routes whose writes the log keeps run the hook (decision 333). onSend, not
    // onResponse: the entry is written before the answer leaves, so whoever reads the log after
    // an answer finds it there.
    hooksWhere(app, isLoggedWrite, {
      onSend: (request, reply, payload, done) => {
        const auth = request.auth;
        if (!auth || auth.kind === 'team' || reply.statusCode >= 300) return done(null, payload);
        const params = request.params as Record<string, unknown> | undefined;
        const query = request.query as Record<string, unknown> | undefined;
        const target = JSON.stringify({ ...(params ?? {}), ...(query ?? {}) });
        recordAudit(db, auth, {
          action: `${request.method} ${request.routeOptions.url}`,
          target: target === '{}' ? '' : target,
          after: requested(request),
        })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'the activity log entry could not be written'),
          )
          .then(() => done(null, payload), done);
      },
    });
  },
  { name: 'audit-writes', dependencies: ['sessions'] },
);
