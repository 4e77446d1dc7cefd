import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/** GET /api/interviews is served from a read model (decision 098): these tests keep it honest. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const signedInTeam = () => signInNewTeam(t);

type Listed = { id: number; teamId: number; status: string; title: string };

const list = (cookie: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/interviews${query}`, headers: { cookie, ...headers } });

const listed = async (cookie: string, query = '') => (await list(cookie, query)).json() as Listed[];

const book = (cookie: string, timeslotId: number, title = 'Interview') =>
  t.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { cookie },
    payload: { title, timeslotId },
  });

const cancel = (cookie: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/interviews/${id}`, headers: { cookie } });

describe('GET /api/interviews from memory', () => {
  it('answers with an ETag, never stored (personal), and 304 to a client that sends the tag', async () => {
    const { team, cookie } = await signedInTeam();
    await buildInterview(t.db, { teamId: team.id, timeslotId: (await buildTimeslot(t.db)).id });
    for (const viewer of [cookie, admin]) {
      const first = await list(viewer);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await list(viewer, '', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it("shows a booking and its cancellation at once in the team's list and the administrator's, cached before", async () => {
    const { team, cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    // Both lists are read (and kept) before the booking.
    const teamBefore = await list(cookie);
    const adminBefore = await list(admin);
    const adminOfTeamBefore = await list(admin, `?teamId=${team.id}`);
    expect(teamBefore.json()).toEqual([]);
    expect(adminOfTeamBefore.json()).toEqual([]);

    const booked = await book(cookie, slot.id, 'Fresh');
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json() as Listed;

    const teamAfter = await list(cookie, '', {
      'if-none-match': teamBefore.headers.etag as string,
    });
    expect(teamAfter.statusCode).toBe(200);
    expect((teamAfter.json() as Listed[]).map((i) => [i.id, i.status])).toEqual([
      [id, 'scheduled'],
    ]);
    const adminAfter = await list(admin, '', {
      'if-none-match': adminBefore.headers.etag as string,
    });
    expect(adminAfter.statusCode).toBe(200);
    expect((adminAfter.json() as Listed[]).find((i) => i.id === id)).toMatchObject({
      teamId: team.id,
      status: 'scheduled',
    });
    expect((await listed(admin, `?teamId=${team.id}`)).map((i) => i.id)).toEqual([id]);

    expect((await cancel(cookie, id)).statusCode).toBe(200);
    expect((await listed(cookie)).map((i) => [i.id, i.status])).toEqual([[id, 'canceled']]);
    expect((await listed(admin)).find((i) => i.id === id)?.status).toBe('canceled');
    expect((await listed(admin, `?teamId=${team.id}`)).map((i) => i.status)).toEqual(['canceled']);
  });

  it("shows an administrator's booking and cancellation for a team in that team's cached list", async () => {
    const { team, cookie } = await signedInTeam();
    expect(await listed(cookie)).toEqual([]);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie: admin },
      payload: { title: 'Assigned', timeslotId: (await buildTimeslot(t.db)).id, teamId: team.id },
    });
    expect(booked.statusCode).toBe(201);
    expect((await listed(cookie)).map((i) => i.title)).toEqual(['Assigned']);
    expect((await cancel(admin, booked.json().id)).statusCode).toBe(200);
    expect((await listed(cookie)).map((i) => i.status)).toEqual(['canceled']);
  });

  it("never lets a team read another team's list, nor the administrator's list of everyone", async () => {
    const mine = await signedInTeam();
    const theirs = await signedInTeam();
    await buildInterview(t.db, {
      teamId: mine.team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      title: 'Mine',
    });
    await buildInterview(t.db, {
      teamId: theirs.team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      title: 'Theirs',
    });
    // The administrator's lists, of everyone and of the other team, are loaded and kept first.
    expect((await listed(admin)).map((i) => i.title)).toEqual(
      expect.arrayContaining(['Mine', 'Theirs']),
    );
    expect((await listed(admin, `?teamId=${theirs.team.id}`)).map((i) => i.title)).toEqual([
      'Theirs',
    ]);
    const allTag = (await list(admin)).headers.etag as string;

    const sneaky = await list(mine.cookie, `?teamId=${theirs.team.id}`);
    expect(sneaky.statusCode).toBe(403);
    expect(sneaky.json().message).toBe('A team can only act for itself');
    const own = await list(mine.cookie, '', { 'if-none-match': allTag });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Listed[]).map((i) => [i.teamId, i.title])).toEqual([
      [mine.team.id, 'Mine'],
    ]);
    expect((await listed(mine.cookie, `?teamId=${mine.team.id}`)).map((i) => i.title)).toEqual([
      'Mine',
    ]);
    expect((await listed(theirs.cookie)).map((i) => i.title)).toEqual(['Theirs']);
  });

  it('reloads when another instance announces a change to the interviews', async () => {
    const { team, cookie } = await signedInTeam();
    expect(await listed(cookie)).toEqual([]);
    // Written elsewhere: this instance hears of it only through the notification.
    await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      title: 'Elsewhere',
    });
    await t.app.realtime.publish(
      { type: 'interviews.changed', teamId: team.id },
      { teamIds: [team.id] },
    );
    const until = Date.now() + 2000;
    let titles = (await listed(cookie)).map((i) => i.title);
    while (titles.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      titles = (await listed(cookie)).map((i) => i.title);
    }
    expect(titles).toEqual(['Elsewhere']);
  });

  it('sends a large list brotli-compressed to a client that accepts it, the same JSON once unpacked', async () => {
    // A day of its own, so the list is loaded for the first time here.
    const day = new Date('2031-07-14T08:00:00Z');
    for (let i = 0; i < 30; i++) {
      const team = await buildRegisteredTeam(t.db);
      const slot = await buildTimeslot(t.db, {
        startTime: new Date(day.getTime() + i * 20 * 60_000),
        room: `Room ${i % 3}`,
      });
      await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id, title: `Interview ${i}` });
    }
    const query = '?date=2031-07-14&tzOffset=0';
    const plain = await list(admin, query);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(30);

    const br = await list(admin, query, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const unpacked = brotliDecompressSync(br.rawPayload).toString();
    expect(unpacked).toBe(plain.body);
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });
});
