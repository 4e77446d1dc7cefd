import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam, buildTeam } from '../../test/factories.ts';
import { nextEvent, refreshReadModels } from '../../test/factories-registration.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const createTeam = (payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/teams', () => {
  it('lists teams by name for everyone, without codes or coach details', async () => {
    const zebra = await buildTeam(t.db, { name: 'Zz Listing Zebras', description: 'Stripes' });
    const ants = await buildRegisteredTeam(t.db, { name: 'Aa Listing Ants' });
    await refreshReadModels(t.app);
    const response = await t.app.inject({ url: '/api/teams' });
    expect(response.statusCode).toBe(200);
    const teams = response.json() as { id: number; name: string }[];
    expect(teams.map((team) => team.name)).toEqual(
      [...teams.map((team) => team.name)].sort((a, b) =>
        a.localeCompare(b, 'en', { numeric: true }),
      ),
    );
    expect(teams.find((team) => team.id === zebra.id)).toEqual({
      id: zebra.id,
      name: zebra.name,
      description: 'Stripes',
      number: null,
      isRegistered: false,
      checkedIn: false,
    });
    expect(teams.find((team) => team.id === ants.id)).toEqual({
      id: ants.id,
      name: ants.name,
      description: null,
      number: null,
      isRegistered: true,
      checkedIn: false,
    });
    expect(response.body).not.toContain(ants.joinCode);
    expect(response.body).not.toContain('coach');
  });

  it('keeps codes and coach details from a signed-in team too', async () => {
    const team = await buildRegisteredTeam(t.db);
    await refreshReadModels(t.app);
    const response = await t.app.inject({
      url: '/api/teams',
      headers: { cookie: await signInTeam(t.app, team) },
    });
    expect(response.body).not.toContain(team.joinCode);
    expect(response.body).not.toContain('coachEmail');
  });

  it('shows administrators each team code, registered state and coach contact', async () => {
    const registered = await buildRegisteredTeam(
      t.db,
      {},
      { coachEmail: 'sam@example.org', coachPhone: '555-123-4567' },
    );
    const fresh = await buildTeam(t.db);
    await refreshReadModels(t.app);
    const teams = (
      await t.app.inject({ url: '/api/teams', headers: { cookie: admin } })
    ).json() as Record<string, unknown>[];
    expect(teams.find((team) => team.id === registered.id)).toMatchObject({
      joinCode: registered.joinCode,
      isRegistered: true,
      coachName: 'Alex Coach',
      coachEmail: 'sam@example.org',
      coachPhone: '555-123-4567',
      registeredAt: expect.any(String),
    });
    expect(teams.find((team) => team.id === fresh.id)).toMatchObject({
      joinCode: fresh.joinCode,
      isRegistered: false,
      coachName: null,
      coachEmail: null,
    });
  });

  it('lists only registered teams with registeredOnly=true', async () => {
    const registered = await buildRegisteredTeam(t.db);
    const fresh = await buildTeam(t.db);
    await refreshReadModels(t.app);
    const ids = (await t.app.inject({ url: '/api/teams?registeredOnly=true' })).json() as {
      id: number;
      isRegistered: boolean;
    }[];
    expect(ids.some((team) => team.id === registered.id)).toBe(true);
    expect(ids.some((team) => team.id === fresh.id)).toBe(false);
    expect(ids.every((team) => team.isRegistered)).toBe(true);
    expect((await t.app.inject({ url: '/api/teams?registeredOnly=maybe' })).statusCode).toBe(400);
  });

  it('answers an unchanged list with 304, and a changed one with the new list', async () => {
    const first = await t.app.inject({ url: '/api/teams' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/api/teams', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createTeam({ name: 'Etag Eagles' });
    const changed = await t.app.inject({ url: '/api/teams', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Etag Eagles');
  });
});

describe('GET /api/teams/{id}', () => {
  it('returns one team, 404 for an unknown one and 400 for a malformed id', async () => {
    const team = await buildTeam(t.db, { description: 'Rookies' });
    await refreshReadModels(t.app);
    const response = await t.app.inject({ url: `/api/teams/${team.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: team.id,
      name: team.name,
      description: 'Rookies',
      number: null,
      isRegistered: false,
      checkedIn: false,
    });

    const unknown = await t.app.inject({ url: '/api/teams/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Team not found' });
    expect((await t.app.inject({ url: '/api/teams/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/teams', () => {
  it('creates a team with a team code, announces it, and lists it at once', async () => {
    const changed = nextEvent(t.app, 'teams.changed');
    const response = await createTeam({ name: '  Robo Raptors  ', description: 'Varsity' });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toEqual({
      id: expect.any(Number),
      name: 'Robo Raptors',
      description: 'Varsity',
      number: null,
      isRegistered: false,
      checkedIn: false,
      joinCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/),
    });
    await expect(changed).resolves.toEqual({ type: 'teams.changed' });

    const listed = (await t.app.inject({ url: '/api/teams' })).json() as { id: number }[];
    expect(listed.some((row) => row.id === team.id)).toBe(true);
    expect((await t.app.inject({ url: `/api/teams/${team.id}` })).statusCode).toBe(200);
  });

  it('makes the description optional', async () => {
    const response = await createTeam({ name: 'No Description Team' });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBeNull();
    expect(
      (await createTeam({ name: 'Blank Description Team', description: '   ' })).json().description,
    ).toBeNull();
  });

  it('asks for a name with the spec wording', async () => {
    for (const payload of [{ name: '   ' }, {}, { name: '' }]) {
      const response = await createTeam(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please enter a team name.',
        errors: [{ field: 'name', message: 'Please enter a team name.' }],
      });
    }
    const long = await createTeam({ name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A team name can be at most 100 characters');
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    expect((await createTeam({ name: 'Gear Gurus' })).statusCode).toBe(201);
    for (const name of ['Gear Gurus', 'gear gurus', ' GEAR GURUS ']) {
      const response = await createTeam({ name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'A team with this name already exists' });
    }
  });

  it('is for administrators only: 401 for a visitor, 403 for a team', async () => {
    expect((await createTeam({ name: 'Visitor Team' }, '')).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    await refreshReadModels(t.app);
    const asTeam = await createTeam({ name: 'Team Made Team' }, await signInTeam(t.app, team));
    expect(asTeam.statusCode).toBe(403);
    const names = ((await t.app.inject({ url: '/api/teams' })).json() as { name: string }[]).map(
      (row) => row.name,
    );
    expect(names).not.toContain('Visitor Team');
    expect(names).not.toContain('Team Made Team');
  });
});

describe('the in-memory teams read model', () => {
  it('serves reads from memory until a change is announced', async () => {
    await t.app.inject({ url: '/api/teams' });
    const direct = await buildTeam(t.db, { name: 'Direct Insert Dolphins' });
    const cached = await t.app.inject({ url: '/api/teams' });
    expect(cached.body).not.toContain('Direct Insert Dolphins');
    await refreshReadModels(t.app);
    const fresh = (await t.app.inject({ url: '/api/teams' })).json() as { id: number }[];
    expect(fresh.some((team) => team.id === direct.id)).toBe(true);
  });
});

describe('team numbers', () => {
  it('are optional, unique whatever their case, and set or cleared by PATCH /api/teams/{id}', async () => {
    const created = await createTeam({ name: 'Numbered Nine', number: ' 9090a ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().number).toBe('9090a');
    const again = await createTeam({ name: 'Numbered Ten', number: '9090A' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A team with this number already exists');
    expect((await createTeam({ name: 'Numbered Bad', number: '90 90' })).statusCode).toBe(400);

    const other = await createTeam({ name: 'Numbered Eleven' });
    const patch = (id: number, number: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/teams/${id}`,
        headers: { cookie: admin },
        payload: { number },
      });
    expect((await patch(other.json().id, '9090A')).statusCode).toBe(409);
    const renumbered = await patch(created.json().id, '9090B');
    expect(renumbered.statusCode).toBe(200);
    expect(renumbered.json()).toMatchObject({ number: '9090B' });
    expect((await patch(other.json().id, '9090a')).json().number).toBe('9090a');
    expect((await patch(other.json().id, null)).json().number).toBeNull();
    expect((await patch(999999, '1')).statusCode).toBe(404);
  });
});
