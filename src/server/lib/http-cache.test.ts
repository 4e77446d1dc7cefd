import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { etagOf, jsonBody, JsonViews, replyWithEtag, replyWithJson } from './http-cache.ts';
import { preferredEncoding } from './compressed-text.ts';

const body = { items: [1, 2, 3] };
const app = Fastify();
app.get('/weak', async (request, reply) => replyWithEtag(request, reply, body));
app.get('/strong', async (request, reply) =>
  replyWithEtag(request, reply, body, { etag: etagOf(body, { weak: false }) }),
);

const itemSchema = z.object({ id: z.number(), name: z.string() });
const listSchema = z.array(itemSchema);
const serialized = jsonBody(listSchema, [{ id: 1, name: 'Ada' }]);
app.get('/serialized', { schema: { response: { 200: listSchema } } }, async (request, reply) =>
  replyWithJson(request, reply, serialized),
);
const large = jsonBody(
  listSchema,
  Array.from({ length: 200 }, (_, id) => ({ id, name: `Team ${id}` })),
);
app.get('/large', async (request, reply) => replyWithJson(request, reply, large));

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

describe('jsonBody and replyWithJson', () => {
  it('serializes once through the schema, dropping fields the schema does not name', () => {
    const withExtra = [{ id: 1, name: 'Ada', joinCode: 'SECRET' }];
    expect(jsonBody(listSchema, withExtra).json).toBe('[{"id":1,"name":"Ada"}]');
    expect(() => jsonBody(listSchema, [{ id: 'one' } as never])).toThrow();
  });

  it('tags equal bodies alike, and a salt or strength apart', () => {
    const again = jsonBody(listSchema, [{ id: 1, name: 'Ada' }]);
    expect(again.etag).toBe(serialized.etag);
    expect(serialized.etag.startsWith('W/"')).toBe(true);
    expect(jsonBody(listSchema, [], { salt: '1:' }).etag).not.toBe(
      jsonBody(listSchema, [], { salt: '2:' }).etag,
    );
    expect(jsonBody(listSchema, [], { weak: false }).etag.startsWith('"')).toBe(true);
  });

  it('sends the text as JSON with its tag, and a 304 to a client holding it', async () => {
    const response = await get('/serialized');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(serialized.json);
    expect(response.headers.etag).toBe(serialized.etag);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/serialized', serialized.etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('JsonViews', () => {
  it('builds each view once, and drops the oldest past its bound', () => {
    const views = new JsonViews(2);
    let builds = 0;
    const build = () => {
      builds++;
      return jsonBody(listSchema, []);
    };
    const first = views.get('a', build);
    expect(views.get('a', build)).toBe(first);
    views.get('b', build);
    views.get('c', build);
    expect(views.size).toBe(2);
    expect(builds).toBe(3);
    views.get('a', build);
    expect(builds).toBe(4);
  });
});

describe('compressed JSON', () => {
  const fetchLarge = (acceptEncoding?: string) =>
    app.inject({
      url: '/large',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('sends a large body compressed to a client that accepts it, the same bytes once unpacked', async () => {
    const br = await fetchLarge('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large.json);
    expect(br.rawPayload.length).toBeLessThan(large.json.length / 3);

    const gzip = await fetchLarge('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large.json);
  });

  it('sends plain text to a client that names no encoding, and small bodies always plain', async () => {
    const plain = await fetchLarge();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(large.json);
    const small = await app.inject({ url: '/serialized', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(serialized.json);
  });
});
