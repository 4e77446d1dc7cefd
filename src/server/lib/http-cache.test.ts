import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf, replyWithEtag } from './http-cache.ts';

const body = { items: [1, 2, 3] };
const app = Fastify();
app.get('/weak', async (request, reply) => replyWithEtag(request, reply, body));
app.get('/strong', async (request, reply) => replyWithEtag(request, reply, body, etagOf(body, { weak: false })));

beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, ifNoneMatch?: string) =>
  app.inject({ url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('replyWithEtag', () => {
  it('sends the body with its tag, private and revalidated every time', async () => {
    const response = await get('/weak');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
    expect(response.headers.etag).toBe(etagOf(body));
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body when the client holds the tag, weak or strong, alone or in a list', async () => {
    const weak = etagOf(body);
    const strong = etagOf(body, { weak: false });
    for (const [url, header] of [
      ['/weak', weak],
      ['/weak', strong],
      ['/strong', strong],
      ['/strong', weak],
      ['/weak', `"other", ${weak}`],
      ['/weak', '*'],
    ] as const) {
      const response = await get(url, header);
      expect(response.statusCode, `${url} ${header}`).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(url === '/weak' ? weak : strong);
    }
  });

  it('sends the body again when the client holds another tag', async () => {
    const response = await get('/weak', etagOf({ items: [] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });
});
