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

const audit = (query = '', cookie = organiser) => t.app.inject({ url: `/api/audit${query}`, headers: { cookie } });
type Entry = { id: number; actorName: string; actorRole: string; action: string; target: string; before: unknown; after: unknown };

describe('the activity log', () => {
  it('records an organiser’s write with what was asked, and a judge’s progress with before and after', async () => {
    const settings = await t.app.inject({ method: 'PUT', url: '/api/settings/scheduling', headers: { cookie: organiser }, payload: { maxActiveInterviewsPerTeam: 3 } });
    expect(settings.statusCode).toBe(200);
    const judge = await buildStaff(t.db, { role: 'judge', rooms: ['Room 2'], username: 'judge-ada' });
    const { team } = await signInNewTeam(t);
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: (await buildTimeslot(t.db, { room: 'Room 2' })).id });
    const judgeCookie = await sessionCookie(t.db, { adminId: judge.id });
    const progress = await t.app.inject({ method: 'PUT', url: `/api/interviews/${interview.id}/progress`, headers: { cookie: judgeCookie }, payload: { progress: 'arrived' } });
    expect(progress.statusCode).toBe(200);

    const page = await audit();
    expect(page.statusCode).toBe(200);
    const entries: Entry[] = page.json().entries;
    expect(entries[0]).toMatchObject({ actorName: 'judge-ada', actorRole: 'judge', action: 'interview.progress', target: `interview ${interview.id}`, before: { progress: 'waiting' }, after: { progress: 'arrived' } });
    expect(entries).toContainEqual(expect.objectContaining({ actorName: 'organiser', actorRole: 'organiser', action: 'settings.scheduling', before: { maxActiveInterviewsPerTeam: 1 }, after: { maxActiveInterviewsPerTeam: 3 } }));
    // A write no service records itself gets the generic entry: the route and what was asked.
    const stream = await t.app.inject({ method: 'POST', url: '/api/streams', headers: { cookie: organiser }, payload: { youtubeUrl: 'https://www.youtube.com/watch?v=auditStrm01', title: 'Field 1' } });
    expect(stream.statusCode).toBe(201);
    expect((await audit()).json().entries[0]).toMatchObject({ action: 'POST /api/streams', actorName: 'organiser', after: { youtubeUrl: 'https://www.youtube.com/watch?v=auditStrm01', title: 'Field 1' } });
  });

  it('keeps no team writes, no sign-ins and never a password or token', async () => {
    const { cookie } = await signInNewTeam(t);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 4000 });
    expect((await t.app.inject({ method: 'POST', url: '/api/interviews', headers: { cookie }, payload: { title: 'Judging', timeslotId: slot.id } })).statusCode).toBe(201);
    const invited = await t.app.inject({ method: 'POST', url: '/api/staff', headers: { cookie: organiser }, payload: { name: 'Grace', role: 'volunteer' } });
    const token: string = invited.json().invite.token;
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/invites/accept', payload: { token, username: 'grace-v', password: 'lantern-lift-desk-9' } })).statusCode).toBe(200);

    const body = (await audit('?limit=200')).body;
    expect(body).not.toContain('POST /api/interviews');
    expect(body).not.toContain('/api/auth/login');
    expect(body).not.toContain('lantern-lift-desk-9');
    expect(body).not.toContain(token);
    const entries: Entry[] = (await audit('?limit=200')).json().entries;
    expect(entries).toContainEqual(expect.objectContaining({ action: 'staff.invited', actorName: 'organiser', after: expect.objectContaining({ name: 'Grace', role: 'volunteer' }) }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'staff.joined', actorName: 'grace-v', actorRole: 'volunteer' }));
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
    const response = await t.app.inject({ url: '/api/audit/export.csv?action=staff.', headers: { cookie: organiser } });
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
    expect((await audit('', await sessionCookie(t.db, { adminId: judge.id }))).statusCode).toBe(403);
    expect((await audit('', await sessionCookie(t.db, { adminId: volunteer.id }))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
  });
});
