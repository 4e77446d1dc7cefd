import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRobot } from '../../test/factories-tracking.ts';
import {
  buildRegisteredTeam,
  buildTeam,
  validConsent,
  type TestTeam,
} from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let viewer: TestTeam;
let viewerCookie: string;
let sharing: TestTeam;
let private_: TestTeam;
let unregistered: TestTeam;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  viewer = await buildRegisteredTeam(t.db, { name: 'Engineering Eagles' });
  sharing = await buildRegisteredTeam(t.db, { name: 'Design Dragons' });
  private_ = await buildRegisteredTeam(
    t.db,
    { name: 'Quiet Quokkas' },
    { locationTrackingConsent: false },
  );
  unregistered = await buildTeam(t.db, { name: 'Late Larks' });
  ids.own = (
    await buildRobot(t.db, {
      name: 'Own',
      teamId: viewer.id,
      macAddress: 'AA:00:00:00:00:01',
      lastLocationX: 120,
      lastLocationY: 80,
    })
  ).id;
  ids.sharing = (
    await buildRobot(t.db, { name: 'Shared', teamId: sharing.id, macAddress: 'AA:00:00:00:00:02' })
  ).id;
  ids.private = (
    await buildRobot(t.db, { name: 'Hidden', teamId: private_.id, macAddress: 'AA:00:00:00:00:03' })
  ).id;
  ids.unregistered = (
    await buildRobot(t.db, {
      name: 'Unregistered',
      teamId: unregistered.id,
      macAddress: 'AA:00:00:00:00:04',
    })
  ).id;
  ids.spare = (
    await buildRobot(t.db, {
      name: 'Spare',
      teamId: null,
      macAddress: 'AA:00:00:00:00:05',
      isActive: false,
    })
  ).id;
  viewerCookie = await signInTeam(t.app, viewer);
});
afterAll(() => t.close());

const list = (cookie?: string, query = '') =>
  t.app.inject({ url: `/api/robots${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/robots', () => {
  it('refuses a visitor', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Authentication required' });
  });

  it('shows a team its own robots, those of teams sharing locations and the spare ones, nothing else', async () => {
    const response = await list(viewerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { name: string }) => r.name)).toEqual([
      'Own',
      'Shared',
      'Spare',
    ]);
    expect(response.json()[0]).toEqual({
      id: ids.own,
      name: 'Own',
      macAddress: 'AA:00:00:00:00:01',
      teamId: viewer.id,
      lastLocationX: 120,
      lastLocationY: 80,
      isActive: true,
      team: { id: viewer.id, name: 'Engineering Eagles', number: null },
    });
    expect(response.json()[2]).toMatchObject({ teamId: null, team: null, isActive: false });
  });

  it('shows a team that did not consent its own robots', async () => {
    const response = await list(await signInTeam(t.app, private_));
    expect(response.json().map((r: { name: string }) => r.name)).toEqual([
      'Own',
      'Shared',
      'Hidden',
      'Spare',
    ]);
  });

  it('shows an administrator every robot', async () => {
    const response = await list(await signInAdmin(t.app));
    expect(response.json().map((r: { name: string }) => r.name)).toEqual([
      'Own',
      'Shared',
      'Hidden',
      'Unregistered',
      'Spare',
    ]);
  });

  it('filters by team and by MAC address in any spelling', async () => {
    const byTeam = await list(viewerCookie, `?teamId=${sharing.id}`);
    expect(byTeam.json().map((r: { id: number }) => r.id)).toEqual([ids.sharing]);
    const byMac = await list(viewerCookie, '?macAddress=aa-00-00-00-00-02');
    expect(byMac.json().map((r: { id: number }) => r.id)).toEqual([ids.sharing]);
    // A robot the viewer may not see is not found by its MAC address either.
    expect((await list(viewerCookie, '?macAddress=AA:00:00:00:00:03')).json()).toEqual([]);
    expect((await list(viewerCookie, `?teamId=${private_.id}`)).json()).toEqual([]);
  });

  it('refuses a malformed filter', async () => {
    const badMac = await list(viewerCookie, '?macAddress=not-a-mac');
    expect(badMac.statusCode).toBe(400);
    expect(badMac.json().message).toBe(
      'Please enter the MAC address as six pairs of hex digits, like AA:BB:CC:DD:EE:FF.',
    );
    expect((await list(viewerCookie, '?teamId=abc')).statusCode).toBe(400);
  });

  it('answers an unchanged poll with 304 and a changed one with the new list', async () => {
    const first = await list(viewerCookie);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await t.app.inject({
      url: '/api/robots',
      headers: { cookie: viewerCookie, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Another viewer of the same data gets a different tag (the list differs per viewer).
    const admin = await list(await signInAdmin(t.app));
    expect(admin.headers.etag).not.toBe(etag);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/robots/${ids.own}/location`,
      headers: { cookie: viewerCookie },
      payload: { x: 321, y: 123 },
    });
    expect(moved.statusCode).toBe(200);
    const changed = await t.app.inject({
      url: '/api/robots',
      headers: { cookie: viewerCookie, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0]).toMatchObject({
      id: ids.own,
      lastLocationX: 321,
      lastLocationY: 123,
    });
  });
});

describe('location consent', () => {
  it('shows a team’s robots to others once its coach signs the consent form', async () => {
    const late = await buildTeam(t.db, { name: 'Consenting Later' });
    await buildRobot(t.db, { name: 'Late Bot', teamId: late.id });
    const names = async () =>
      (await list(viewerCookie)).json().map((r: { name: string }) => r.name);
    expect(await names()).not.toContain('Late Bot');

    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${late.id}/consent`,
      payload: { ...validConsent, joinCode: late.joinCode },
    });
    expect(consent.statusCode).toBe(201);
    await expect.poll(names, { timeout: 2000 }).toContain('Late Bot');
  });
});
