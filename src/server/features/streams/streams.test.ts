import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STREAM_FIELDS_REQUIRED,
  STREAM_LINK_INVALID,
  VIDEO_EMBED_ORIGIN,
} from '../../../shared/contract/streams.ts';
import type { ServerEvent } from '../../../shared/events.ts';
import { buildApp } from '../../app.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let team: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  team = await signInTeam(t.app, await buildRegisteredTeam(t.db));
});
afterAll(() => t.close());

const ID = 'Xy9_aB-3cD4';

const addStream = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/streams', payload, headers: { cookie } });
const listStreams = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/streams', headers: { cookie, ...headers } });

function nextEvent(app = t.app): Promise<ServerEvent> {
  return new Promise((resolve) => {
    const stop = app.realtime.subscribe(({ event }) => {
      stop();
      resolve(event);
    });
  });
}

describe('POST /api/streams', () => {
  it('lets an administrator add a stream from a share link and tells open pages', async () => {
    const event = nextEvent();
    const response = await addStream(admin, {
      title: '  Finals Field ',
      youtubeUrl: `https://youtu.be/${ID}?si=tracking`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Finals Field',
      videoId: ID,
      youtubeUrl: `https://www.youtube.com/watch?v=${ID}`,
    });
    expect(await event).toEqual({ type: 'streams.changed' });

    const list = await listStreams(team);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ title: 'Finals Field', videoId: ID })]);
  });

  it.each([
    ['a missing title', { youtubeUrl: `https://youtu.be/${ID}` }],
    ['a blank title', { title: '   ', youtubeUrl: `https://youtu.be/${ID}` }],
    ['a missing link', { title: 'Finals' }],
    ['an empty body', {}],
  ])('refuses %s with the spec wording', async (_case, payload) => {
    const response = await addStream(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(STREAM_FIELDS_REQUIRED);
  });

  it.each([
    'https://vimeo.com/123456789',
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=tooShort',
    `https://www.youtube.com/playlist?list=${ID}`,
    'not a link at all',
  ])('refuses the link %s', async (youtubeUrl) => {
    const response = await addStream(admin, { title: 'Finals', youtubeUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: STREAM_LINK_INVALID,
      errors: [{ field: 'youtubeUrl', message: STREAM_LINK_INVALID }],
    });
  });

  it('refuses teams (403) and visitors (401), even before looking at the body', async () => {
    expect(
      (await addStream(team, { title: 'Mine', youtubeUrl: `https://youtu.be/${ID}` })).statusCode,
    ).toBe(403);
    expect((await addStream(team, {})).statusCode).toBe(403);
    expect(
      (await addStream('', { title: 'Mine', youtubeUrl: `https://youtu.be/${ID}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/streams', () => {
  it('is for signed-in users only', async () => {
    expect((await listStreams('')).statusCode).toBe(401);
  });

  it('answers 304 to an unchanged poll and a fresh list after a change', async () => {
    const first = await listStreams(team);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await listStreams(team, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await addStream(admin, {
      title: 'Practice Field',
      youtubeUrl: `https://www.youtube.com/live/${ID}`,
    });
    const changed = await listStreams(team, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0]).toMatchObject({ title: 'Practice Field' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps a second app instance on the same database up to date through notifications', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const otherTeam = await signInTeam(other, await buildRegisteredTeam(t.db));
      const before = (
        await other.inject({ url: '/api/streams', headers: { cookie: otherTeam } })
      ).json();
      const seen = nextEvent(other);
      await addStream(admin, {
        title: 'Skills Field',
        youtubeUrl: `https://youtube.com/shorts/${ID}`,
      });
      await seen;
      const after = (
        await other.inject({ url: '/api/streams', headers: { cookie: otherTeam } })
      ).json();
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ title: 'Skills Field' });
    } finally {
      await other.close();
    }
  });
});

describe('DELETE /api/streams/:id', () => {
  it('lets an administrator remove a stream; teams and visitors may not', async () => {
    const created = (
      await addStream(admin, { title: 'Old Field', youtubeUrl: `https://youtu.be/${ID}` })
    ).json();
    const url = `/api/streams/${created.id}`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: team } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    const titles = (await listStreams(team)).json().map((s: { title: string }) => s.title);
    expect(titles).not.toContain('Old Field');
  });

  it('answers 400 to an id that is not a number', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/streams/abc',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the page policy', () => {
  it('allows exactly the privacy-enhanced player as a frame source', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const frameSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe(`frame-src ${VIDEO_EMBED_ORIGIN}`);
  });
});
