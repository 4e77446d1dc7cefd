import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff } from '../../test/factories-staff.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { sessionCookie } from '../../test-evidence/evidence-app.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await signInAdmin(t.app);
});
afterAll(() => t.close());

const audit = (query = '', cookie = organiser) =>
  t.app.inject({ url: `/api/audit${query}`, headers: { cookie } });
type Entry = {
  id: number;
  actorName: string;
  actorRole: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

describe('the activity log', () => {
  it('records an organiser’s write with what was asked, and a judge’s progress with before and after', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/scheduling',
      headers: { cookie: organiser },
      payload: { maxActiveInterviewsPerTeam: 3 },
    });
    expect(settings.statusCode).toBe(200);
    const judge = await buildStaff(t.db, {
      role: 'judge',
      rooms: ['Room 2'],
      username: 'judge-ada',
    });
    const { team } = await signInNewTeam(t);
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db, { room: 'Room 2' })).id,
    });
    const judgeCookie = await sessionCookie(t.db, { adminId: judge.id });
    const progress = await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}/progress`,
      headers: { cookie: judgeCookie },
      payload: { progress: 'arrived' },
    });
    expect(progress.statusCode).toBe(200);

    const page = await audit();
    expect(page.statusCode).toBe(200);
    const entries: Entry[] = page.json().entries;
    expect(entries[0]).toMatchObject({
      actorName: 'judge-ada',
      actorRole: 'judge',
      action: 'interview.progress',
      target: `interview ${interview.id}`,
      before: { progress: 'waiting' },
      after: { progress: 'arrived' },
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorName: 'organiser',
        actorRole: 'organiser',
        action: 'settings.scheduling',
        before: { maxActiveInterviewsPerTeam: 1 },
        after: { maxActiveInterviewsPerTeam: 3 },
      }),
    );
    // A write no service records itself gets the generic entry: the route and what was asked.
    const announced = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: organiser },
      payload: { title: 'Lunch', body: 'Lunch is served in Hall B' },
    });
    expect(announced.statusCode).toBe(201);
    expect((await audit()).json().entries[0]).toMatchObject({
      action: 'POST /api/announcements',
      actorName: 'organiser',
      after: { title: 'Lunch', body: 'Lunch is served in Hall B' },
    });
  });

  it('records the values before and after of slot, team, robot, stream and booking changes by staff, each once', async () => {
    const write = async (
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: organiser },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.statusCode === 204 ? null : response.json();
    };
    const latest = async () => ((await audit()).json().entries as Entry[])[0];
    const count = async (action: string) =>
      ((await audit(`?action=${action}&limit=200`)).json().entries as Entry[]).filter(
        (entry) => entry.action === action,
      ).length;

    const team = await write('POST', '/api/teams', { name: 'Audit Otters', number: '7070A' });
    expect(await latest()).toMatchObject({
      action: 'team.created',
      target: `team ${team.id}`,
      before: null,
      after: { name: 'Audit Otters', number: '7070A' },
    });
    expect(JSON.stringify(await latest())).not.toContain(team.joinCode);
    await write('PATCH', `/api/teams/${team.id}`, { number: '7070B' });
    expect(await latest()).toMatchObject({
      action: 'team.number',
      before: { number: '7070A' },
      after: { number: '7070B' },
    });

    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const slot = await write('POST', '/api/timeslots', {
      startTime: start.toISOString(),
      room: 'Audit Room',
    });
    expect(await latest()).toMatchObject({
      action: 'timeslot.created',
      target: `timeslot ${slot.id}`,
      after: { startTime: start.toISOString(), room: 'Audit Room', teamId: null },
    });
    const other = await write('POST', '/api/timeslots', {
      startTime: new Date(start.getTime() + 3_600_000).toISOString(),
      room: 'Audit Room',
    });
    const booked = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
    await write('PUT', `/api/interviews/${booked.id}/timeslot`, { timeslotId: other.id });
    expect(await latest()).toMatchObject({
      action: 'interview.moved',
      target: `interview ${booked.id}`,
      before: { timeslotId: slot.id, room: 'Audit Room', startTime: start.toISOString() },
      after: { timeslotId: other.id, progress: 'waiting' },
    });
    await write('DELETE', `/api/interviews/${booked.id}`);
    expect(await latest()).toMatchObject({
      action: 'interview.canceled',
      before: { status: 'scheduled', timeslotId: other.id },
      after: { status: 'canceled' },
    });
    await write('DELETE', `/api/timeslots/${slot.id}`);
    expect(await latest()).toMatchObject({
      action: 'timeslot.deleted',
      target: `timeslot ${slot.id}`,
      before: { startTime: start.toISOString(), room: 'Audit Room' },
    });

    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await write('POST', '/api/timeslots/generate', {
      date: day,
      startTime: '09:00',
      endTime: '10:00',
      slotMinutes: 20,
      rooms: 1,
    });
    expect(await latest()).toMatchObject({
      action: 'timeslots.generated',
      target: 'Judging Room 1',
      before: { slots: 0 },
      after: { slots: 3, created: 3, skipped: 0 },
    });
    await write('DELETE', `/api/timeslots?date=${day}`);
    expect(await latest()).toMatchObject({
      action: 'timeslots.deleted',
      target: `day ${day}`,
      before: { slots: 3 },
      after: { slots: 0 },
    });

    const robot = await write('POST', '/api/robots', {
      name: 'Audit Arm',
      macAddress: 'AA:BB:CC:00:11:22',
      teamId: team.id,
    });
    expect(await latest()).toMatchObject({
      action: 'robot.created',
      target: `robot ${robot.id}`,
      after: { name: 'Audit Arm', macAddress: 'AA:BB:CC:00:11:22', teamId: team.id },
    });
    await write('PUT', `/api/robots/${robot.id}/location`, { x: 12, y: 30 });
    expect(await latest()).toMatchObject({
      action: 'robot.moved',
      before: { x: 0, y: 0 },
      after: { x: 12, y: 30 },
    });

    const stream = await write('POST', '/api/streams', {
      youtubeUrl: 'https://www.youtube.com/watch?v=auditStrm01',
      title: 'Field 1',
    });
    expect(await latest()).toMatchObject({
      action: 'stream.created',
      target: `stream ${stream.id}`,
      after: { title: 'Field 1', youtubeUrl: 'https://www.youtube.com/watch?v=auditStrm01' },
    });
    await write('DELETE', `/api/streams/${stream.id}`);
    expect(await latest()).toMatchObject({
      action: 'stream.deleted',
      before: { title: 'Field 1' },
      after: null,
    });

    // Recorded by the service, so never a second, generic entry for the same write.
    const generic = ((await audit('?limit=200')).json().entries as Entry[]).filter((entry) =>
      /^(POST|PUT|PATCH|DELETE) \/api\/(teams|timeslots|interviews|robots|streams)/.test(
        entry.action,
      ),
    );
    expect(generic).toEqual([]);
    expect(await count('stream.created')).toBe(1);
  });

  it('logs no team’s own cancellation or robot move: those are not staff writes', async () => {
    const { cookie, team } = await signInNewTeam(t);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 5000 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { title: 'Judging', timeslotId: slot.id },
    });
    expect(booked.statusCode).toBe(201);
    const before = (await audit('?limit=200')).json().entries.length;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/interviews/${booked.json().id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await audit('?limit=200')).json().entries.length).toBe(before);
    expect(team.id).toBeGreaterThan(0);
  });

  it('keeps no team writes, no sign-ins and never a password or token', async () => {
    const { cookie } = await signInNewTeam(t);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 4000 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/interviews',
          headers: { cookie },
          payload: { title: 'Judging', timeslotId: slot.id },
        })
      ).statusCode,
    ).toBe(201);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: organiser },
      payload: { name: 'Grace', role: 'volunteer' },
    });
    const token: string = invited.json().invite.token;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/invites/accept',
          payload: { token, username: 'grace-v', password: 'lantern-lift-desk-9' },
        })
      ).statusCode,
    ).toBe(200);

    const body = (await audit('?limit=200')).body;
    expect(body).not.toContain('POST /api/interviews');
    expect(body).not.toContain('/api/auth/login');
    expect(body).not.toContain('lantern-lift-desk-9');
    expect(body).not.toContain(token);
    const entries: Entry[] = (await audit('?limit=200')).json().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'staff.invited',
        actorName: 'organiser',
        after: expect.objectContaining({ name: 'Grace', role: 'volunteer' }),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'staff.joined',
        actorName: 'grace-v',
        actorRole: 'volunteer',
      }),
    );
  });

  it('filters by person and by action, and pages newest first', async () => {
    const judgeOnly: Entry[] = (await audit('?actor=JUDGE-ADA')).json().entries;
    expect(judgeOnly.length).toBeGreaterThan(0);
    expect(judgeOnly.every((entry) => entry.actorName === 'judge-ada')).toBe(true);
    const staffOnly: Entry[] = (await audit('?action=staff.')).json().entries;
    expect(staffOnly.length).toBeGreaterThanOrEqual(2);
    expect(staffOnly.every((entry) => entry.action.startsWith('staff.'))).toBe(true);
    // '%' is a character, not a pattern.
    expect((await audit('?action=%25')).json().entries).toEqual([]);

    const first = (await audit('?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await audit(`?limit=2&before=${first.nextBefore}`)).json();
    expect(second.entries[0].id).toBeLessThan(first.entries[1].id);
  });

  it('exports the filtered log as CSV', async () => {
    const response = await t.app.inject({
      url: '/api/audit/export.csv?action=staff.',
      headers: { cookie: organiser },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe('time,who,role,action,target,before,after');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.includes(',staff.'))).toBe(true);
  });

  it('is for organisers only', async () => {
    const judge = await buildStaff(t.db, { role: 'judge', rooms: ['Room 1'] });
    const volunteer = await buildStaff(t.db, { role: 'volunteer' });
    expect((await audit('', await sessionCookie(t.db, { adminId: judge.id }))).statusCode).toBe(
      403,
    );
    expect((await audit('', await sessionCookie(t.db, { adminId: volunteer.id }))).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
  });
});
