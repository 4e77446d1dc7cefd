import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_EMBED_ORIGIN } from '../../shared/contract/streams.ts';
import { FIRST_PAINT_SCRIPT } from '../../shared/first-paint-script.ts';

/** The one inline script the pages may run, by its hash: index.html's first-paint script (decision 210). */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The only third-party origin the pages may use: the privacy-enhanced video player.
      frameSrc: [VIDEO_EMBED_ORIGIN],
      mediaSrc: ["'self'", 'blob:'],
      // The service worker (/sw.js) and the installable app's manifest come from the app itself.
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The app is often served over plain HTTP on a venue LAN: no forced upgrades.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The security headers helmet sets, computed once. They do not depend on the request, and
 * building helmet's middleware per request (as @fastify/helmet does) cost 12% of the CPU of a
 * hot read (decision 006).
 */
export function computeSecurityHeaders(
  options: HelmetOptions = helmetOptions,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
