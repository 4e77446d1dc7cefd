import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCookies } from './cookies.ts';

/** A bare app with the cookie decorators and one route doing `handle`. */
async function answer(handle: (reply: import('fastify').FastifyReply) => void, cookie?: string) {
  const app = Fastify();
  registerCookies(app);
  app.get('/', (request, reply) => {
    handle(reply);
    return { cookies: request.cookies };
  });
  const response = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
  await app.close();
  const setCookie = response.headers['set-cookie'];
  return {
    setCookies: setCookie === undefined ? [] : ([] as string[]).concat(setCookie),
    read: response.json<{ cookies: Record<string, string> }>().cookies,
  };
}

describe('cookies without hooks', () => {
  it('reads the request cookies by name', async () => {
    const { read, setCookies } = await answer(() => undefined, 'a=1; b=two%20words');
    expect(read).toEqual({ a: '1', b: 'two words' });
    expect(setCookies).toEqual([]);
  });

  it('keeps one Set-Cookie per name, domain and path: a later one replaces it', async () => {
    const { setCookies } = await answer((reply) => {
      reply.setCookie('session', 'first', { path: '/', httpOnly: true });
      reply.setCookie('other', 'x', { path: '/' });
      reply.setCookie('session', 'second', { path: '/', httpOnly: true });
      reply.setCookie('session', 'elsewhere', { path: '/api' });
    });
    expect(setCookies).toEqual([
      'session=second; Path=/; HttpOnly',
      'other=x; Path=/',
      'session=elsewhere; Path=/api',
    ]);
  });

  it('signed in then out in one answer: only the clearing is sent', async () => {
    const { setCookies } = await answer((reply) => {
      reply.setCookie('session', 'token', { path: '/', httpOnly: true });
      reply.clearCookie('session', { path: '/', httpOnly: true });
    });
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});
