import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '../../../shared/contract/announcements.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

describe('announcements', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const post = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie },
      payload: payload as object,
    });

  it('lists them newest first for anyone, and an administrator removes one', async () => {
    const first = await post(admin, { title: 'Doors open', body: 'Pits open at 8:00.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      title: 'Doors open',
      body: 'Pits open at 8:00.',
      createdAt: expect.any(String),
      audience: 'everyone',
      field: null,
      sentAt: expect.any(String),
      teamIds: [],
      sendAt: null,
    });
    const second = await post(admin, { title: '  Lunch  ', body: 'Hall C.' });
    expect(second.json().title).toBe('Lunch');
    const list = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((a: { title: string }) => a.title)
        .slice(0, 2),
    ).toEqual(['Lunch', 'Doors open']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${second.json().id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(after.json().map((a: { title: string }) => a.title)[0]).toBe('Doors open');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${second.json().id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
  });

  it('refuses empty and over-long titles and bodies with clear messages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ title: '', body: 'x' }, 'title', ANNOUNCEMENT_MESSAGES.titleRequired],
      [{ title: '   ', body: 'x' }, 'title', ANNOUNCEMENT_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(81), body: 'x' }, 'title', 'The title can be at most 80 characters'],
      [{ title: 'x', body: '' }, 'body', ANNOUNCEMENT_MESSAGES.bodyRequired],
      [
        { title: 'x', body: 'y'.repeat(501) },
        'body',
        'The announcement can be at most 500 characters',
      ],
      [{ body: 'x' }, 'title', ANNOUNCEMENT_MESSAGES.titleRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect((await post(admin, { title: 'x'.repeat(80), body: 'y'.repeat(500) })).statusCode).toBe(
      201,
    );
  });

  it('lets no team post or remove one', async () => {
    const { cookie } = await signInNewTeam(t);
    expect((await post(cookie, { title: 'Free pizza', body: 'Not really.' })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/announcements',
          payload: { title: 'a', body: 'b' },
        })
      ).statusCode,
    ).toBe(401);
    const existing = (await post(admin, { title: 'Keep', body: 'Stays.' })).json();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/announcements/${existing.id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
