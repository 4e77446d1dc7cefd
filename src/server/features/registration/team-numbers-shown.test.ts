import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildBlock, buildMessage } from '../../test/factories-messaging.ts';
import { refreshReadModels } from '../../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { buildRobot } from '../../test/factories-tracking.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

/**
 * A team's number shows beside its name wherever the team is named. Every answer that
 * names teams carries it, and a number set through PATCH /api/teams/{id} shows in the very next
 * read: no read model keeps the old one (they all drop their copies on `teams.changed`).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const DAY = '2031-10-04';
const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
const setNumber = (id: number, number: string | null) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/teams/${id}`,
    headers: { cookie: admin },
    payload: { number },
  });

describe('team numbers in every answer that names a team', () => {
  it('show in interviews, slots, the display, robots, messages, blocks and the session, fresh after PATCH', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: DAY, confirm: true },
    });
    expect(set.statusCode).toBe(200);
    const gears = await buildRegisteredTeam(t.db, { name: 'Numbered Gears' });
    const bolts = await buildRegisteredTeam(t.db, { name: 'Numbered Bolts', number: '77B' });
    const slot = await buildTimeslot(t.db, {
      startTime: new Date(`${DAY}T15:00:00Z`),
      room: 'Room 9',
    });
    const interview = await buildInterview(t.db, { teamId: gears.id, timeslotId: slot.id });
    await buildRobot(t.db, { name: 'Numbered Rover', teamId: gears.id });
    await buildMessage(t.db, gears, bolts);
    await buildBlock(t.db, bolts, gears);
    await refreshReadModels(t.app);
    await t.app.domainEvents.emit({ type: 'timeslots.changed' });
    const gearsCookie = await signInTeam(t.app, gears);
    const conversation = `/api/messages?senderTeamId=${gears.id}&receiverTeamId=${bolts.id}`;

    /** Everything that names the Gears, read (and so cached) as it is now. */
    async function readAll() {
      const interviews = (await get(`/api/interviews?date=${DAY}`)).json();
      const own = (await get('/api/interviews', gearsCookie)).json();
      const slots = (await get(`/api/timeslots?date=${DAY}`)).json();
      const display = (await get('/api/display')).json();
      const robots = (await get('/api/robots')).json();
      const messages = (await get(conversation, gearsCookie)).json();
      const log = (await get('/api/messages/log')).json();
      const blocks = (await get('/api/blocks')).json();
      const me = (await get('/api/auth/me', gearsCookie)).json();
      return {
        interview: interviews.find((row: { id: number }) => row.id === interview.id).team,
        own: own.find((row: { id: number }) => row.id === interview.id).team,
        slot: slots.find((row: { id: number }) => row.id === slot.id).team,
        display: display.interviews.find((row: { room: string }) => row.room === 'Room 9'),
        robot: robots.find((row: { name: string }) => row.name === 'Numbered Rover').team,
        sender: messages[0].senderTeam,
        logSender: log[0].senderTeam,
        logReceiver: log[0].receiverTeam,
        blocked: blocks[0].blockedTeam,
        blocker: blocks[0].blockerTeam,
        me: me.teamNumber,
      };
    }

    const before = await readAll();
    expect(before).toMatchObject({
      interview: { name: 'Numbered Gears', number: null },
      own: { name: 'Numbered Gears', number: null },
      slot: { id: gears.id, name: 'Numbered Gears', number: null },
      display: { teamName: 'Numbered Gears', teamNumber: null },
      robot: { id: gears.id, name: 'Numbered Gears', number: null },
      sender: { name: 'Numbered Gears', number: null },
      logSender: { name: 'Numbered Gears', number: null },
      logReceiver: { name: 'Numbered Bolts', number: '77B' },
      blocked: { id: gears.id, name: 'Numbered Gears', number: null },
      blocker: { id: bolts.id, name: 'Numbered Bolts', number: '77B' },
      me: null,
    });

    expect((await setNumber(gears.id, '1234A')).statusCode).toBe(200);
    const after = await readAll();
    expect(after).toMatchObject({
      interview: { number: '1234A' },
      own: { number: '1234A' },
      slot: { number: '1234A' },
      display: { teamName: 'Numbered Gears', teamNumber: '1234A' },
      robot: { number: '1234A' },
      sender: { number: '1234A' },
      logSender: { number: '1234A' },
      blocked: { number: '1234A' },
      me: '1234A',
    });

    // Cleared, it is gone everywhere again: the team shows exactly as before.
    expect((await setNumber(gears.id, null)).statusCode).toBe(200);
    expect(await readAll()).toEqual(before);
  });

  it('names the sender by its number in a sent message, and in the printed, exported and calendar texts', async () => {
    const day = '2031-10-05';
    const sender = await buildRegisteredTeam(t.db, { name: 'Printed Pistons', number: '555C' });
    const receiver = await buildRegisteredTeam(t.db, { name: 'Printed Pulleys' });
    const slot = await buildTimeslot(t.db, {
      startTime: new Date(`${day}T15:00:00Z`),
      room: 'Room 5',
    });
    const interview = await buildInterview(t.db, { teamId: sender.id, timeslotId: slot.id });
    await t.app.domainEvents.emit({ type: 'timeslots.changed' });
    const cookie = await signInTeam(t.app, sender);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { receiverTeamId: receiver.id, content: CANNED_MESSAGES[0]!.text },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().senderTeam).toEqual({ name: 'Printed Pistons', number: '555C' });

    const sheet = await get(`/api/timeslots/judges-schedule?date=${day}`);
    expect(sheet.body).toContain('<td>555C Printed Pistons</td>');
    const csv = await get('/api/timeslots/export.csv');
    expect(csv.body).toMatch(/,Room 5,555C Printed Pistons,scheduled,waiting\r\n/);
    const ics = await get(`/api/interviews/${interview.id}/calendar.ics`, cookie);
    expect(ics.body.replace(/\r\n /g, '')).toContain('Judging interview for 555C Printed Pistons.');
  });
});
