import { parseCookie, stringifySetCookie, type Cookies, type SerializeOptions } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name, read from its `Cookie` header when first asked for. */
    readonly cookies: Cookies;
  }
  interface FastifyReply {
    /** Sets a cookie on the answer; a later one of the same name and path replaces it. */
    setCookie(name: string, value: string, options: SerializeOptions): FastifyReply;
    /** Tells the browser to drop a cookie (same name and path). */
    clearCookie(name: string, options: SerializeOptions): FastifyReply;
  }
}

const PARSED = Symbol('cookies');
const SET = Symbol('set-cookies');

type WithParsed = FastifyRequest & { [PARSED]?: Cookies };
type WithSet = FastifyReply & { [SET]?: Map<string, string> };

/**
 * Cookies read and written with the `cookie` library, without a hook (decision 333): a request's
 * cookies are parsed when something first reads them, and a cookie set on an answer goes into
 * its `Set-Cookie` header at once. A plugin that parses in a hook and writes in an `onSend` hook
 * puts two hooks on every request, most of which neither read nor set one.
 */
export function registerCookies(app: FastifyInstance) {
  app.decorateRequest('cookies', {
    getter(this: WithParsed) {
      return (this[PARSED] ??= parseCookie(this.headers.cookie ?? ''));
    },
  });
  app.decorateReply(
    'setCookie',
    function setCookie(this: WithSet, name: string, value: string, options: SerializeOptions) {
      const set = (this[SET] ??= new Map());
      set.set(
        `${name};${options.domain ?? ''};${options.path ?? '/'}`,
        stringifySetCookie({ name, value, ...options }),
      );
      return this.removeHeader('set-cookie').header('set-cookie', [...set.values()]);
    },
  );
  app.decorateReply(
    'clearCookie',
    function clearCookie(this: FastifyReply, name: string, options: SerializeOptions) {
      return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
    },
  );
}
