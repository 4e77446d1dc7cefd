import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { admins, auditLog } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { nextEvent } from '../../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { secondInstance } from '../../test/second-instance.ts';
import {
  cookiesFrom,
  createTestApp,
  ensureAdmin,
  signInAdmin,
  signInTeam,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await signInAdmin(t.app);
});
afterAll(() => t.close());

let sequence = 0;
const PASSWORD = 'lantern-lift-judging-7';

async function invite(body: Record<string, unknown>, cookie = organiser) {
  return t.app.inject({ method: 'POST', url: '/api/staff', headers: { cookie }, payload: body });
}

/** Each from its own address: accepting is limited to a few a minute per address. */
async function accept(token: string, username: string, password = PASSWORD) {
  const remoteAddress = `10.0.${Math.floor(++sequence / 250)}.${sequence % 250}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/invites/accept',
    payload: { token, username, password },
    remoteAddress,
  });
}

/** A person invited and signed up through the API: their id, username and session cookie. */
async function signedUp(role: 'organiser' | 'judge' | 'volunteer', rooms: string[] = []) {
  const invited = await invite({ name: `Person ${++sequence}`, role, rooms });
  expect(invited.statusCode).toBe(201);
  const username = `${role}-${sequence}`;
  const accepted = await accept(invited.json().invite.token, username);
  expect(accepted.statusCode).toBe(200);
  return { id: invited.json().person.id as number, username, cookie: cookiesFrom(accepted) };
}

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('inviting people', () => {
  it('adds a judge with rooms and answers a one-time link valid for 24 hours', async () => {
    const before = Date.now();
    const response = await invite({
      name: '  Ada Judge ',
      role: 'judge',
      rooms: ['Room 2', 'Room 2'],
    });
    expect(response.statusCode).toBe(201);
    const { person, invite: link } = response.json();
    expect(person).toMatchObject({
      name: 'Ada Judge',
      username: null,
      role: 'judge',
      rooms: ['Room 2'],
      status: 'invited',
    });
    expect(link.token).toMatch(/^[\w-]{40,}$/);
    const hours = (Date.parse(link.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(admins).where(eq(admins.id, person.id));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const list = await t.app.inject({ url: '/api/staff', headers: { cookie: organiser } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: person.id, status: 'invited' }),
    );
    expect(list.body).not.toContain(link.token);
  });

  it('asks a judge for a room and keeps rooms for judges only', async () => {
    const noRoom = await invite({ name: 'Roomless', role: 'judge', rooms: [] });
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json().errors).toEqual([
      { field: 'rooms', message: 'Choose at least one room for a judge' },
    ]);
    const volunteer = await invite({ name: 'Desk', role: 'volunteer', rooms: ['Room 1'] });
    expect(volunteer.json().person.rooms).toEqual([]);
    expect((await invite({ name: '', role: 'judge' })).json().errors[0]).toEqual({
      field: 'name',
      message: 'Please enter the person’s name',
    });
    expect((await invite({ name: 'X', role: 'captain' })).statusCode).toBe(400);
  });
});

describe('accepting an invite', () => {
  it('signs the person in with their role and rooms, and the link works once', async () => {
    const invited = (await invite({ name: 'Grace', role: 'judge', rooms: ['Room 2'] })).json();
    const accepted = await accept(invited.invite.token, 'grace.h');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      username: 'grace.h',
      isAdmin: false,
      role: 'judge',
      rooms: ['Room 2'],
      teamId: null,
    });
    const session = await me(cookiesFrom(accepted));
    expect(session.json()).toMatchObject({ role: 'judge', rooms: ['Room 2'] });

    const again = await accept(invited.invite.token, 'grace.two');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(
      'This invite link has expired or was already used. Ask an organiser for a new one.',
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'grace.h', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'judge', rooms: ['Room 2'], isAdmin: false });
  });

  it('refuses an expired link with 410', async () => {
    const invited = (await invite({ name: 'Late', role: 'volunteer' })).json();
    await t.db
      .update(admins)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(admins.id, invited.person.id));
    const list = await t.app.inject({ url: '/api/staff', headers: { cookie: organiser } });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: invited.person.id, status: 'expired' }),
    );
    expect((await accept(invited.invite.token, 'late-one')).statusCode).toBe(410);
    expect((await accept('not-a-real-token', 'late-two')).statusCode).toBe(410);
  });

  it('refuses short, common and username-like passwords, naming the reason', async () => {
    const { invite: link } = (await invite({ name: 'Weak', role: 'volunteer' })).json();
    const short = await accept(link.token, 'weak-one', 'short-pw');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: 'Use at least 10 characters' },
    ]);
    for (const common of ['password123', 'QWERTYUIOP', '1234567890']) {
      const response = await accept(link.token, 'weak-one', common);
      expect(response.statusCode, common).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field: 'password',
          message: 'This password is among the most common ones: choose another',
        },
      ]);
    }
    const same = await accept(link.token, 'weak-one-user', 'weak-one-user');
    expect(same.json().errors).toEqual([
      { field: 'password', message: 'The password must not be the username' },
    ]);
    // None of that spent the invite.
    expect((await accept(link.token, 'weak-one')).statusCode).toBe(200);
  });

  it('refuses a taken username with 409 and keeps the invite', async () => {
    const { invite: link } = (await invite({ name: 'Copy', role: 'volunteer' })).json();
    const taken = await accept(link.token, 'organiser');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is taken: choose another');
    expect((await accept(link.token, 'copy-cat')).statusCode).toBe(200);
  });
});

describe('what each role may do', () => {
  it('shows a judge only the interviews of their rooms, and refuses progress in another room', async () => {
    const judge = await signedUp('judge', ['Room 2']);
    const team2 = await buildRegisteredTeam(t.db);
    const team3 = await buildRegisteredTeam(t.db);
    const own = await buildInterview(t.db, {
      teamId: team2.id,
      timeslotId: (await buildTimeslot(t.db, { room: 'Room 2', startsInMinutes: 3000 })).id,
    });
    const other = await buildInterview(t.db, {
      teamId: team3.id,
      timeslotId: (await buildTimeslot(t.db, { room: 'Room 3', startsInMinutes: 3000 })).id,
    });

    const list = await t.app.inject({ url: '/api/interviews', headers: { cookie: judge.cookie } });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((interview: { id: number }) => interview.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);

    const progress = (id: number, cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/interviews/${id}/progress`,
        headers: { cookie },
        payload: { progress: 'arrived' },
      });
    expect((await progress(own.id, judge.cookie)).json()).toMatchObject({
      id: own.id,
      progress: 'arrived',
    });
    const refused = await progress(other.id, judge.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This interview is in a room you do not judge');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'interview.progress'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: judge.id,
      actorName: judge.username,
      actorRole: 'judge',
      target: `interview ${own.id}`,
      before: { progress: 'waiting' },
      after: { progress: 'arrived' },
    });

    // Nothing else: settings, coach contacts, the safeguarding log, people, check-in.
    for (const [method, url] of [
      ['GET', '/api/messages/log'],
      ['GET', '/api/staff'],
      ['GET', '/api/timeslots/export.csv'],
      ['GET', '/api/robots'],
      ['GET', '/api/admin/backup'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: { cookie: judge.cookie } })).statusCode,
        url,
      ).toBe(403);
    }
    const checkIn = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team2.id}/check-in`,
      headers: { cookie: judge.cookie },
      payload: { checkedIn: true },
    });
    expect(checkIn.statusCode).toBe(403);
  });

  it('gives a volunteer team codes (no coach contacts) and the check-in, which the team sees', async () => {
    const volunteer = await signedUp('volunteer');
    const team = await buildRegisteredTeam(t.db, {}, { coachEmail: 'secret-coach@example.org' });
    const teams = await t.app.inject({ url: '/api/teams', headers: { cookie: volunteer.cookie } });
    expect(teams.body).toContain(team.joinCode);
    expect(teams.body).not.toContain('secret-coach@example.org');

    const checkIn = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}/check-in`,
      headers: { cookie: volunteer.cookie },
      payload: { checkedIn: true },
    });
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json()).toMatchObject({ id: team.id, checkedIn: true, joinCode: team.joinCode });
    const teamCookie = await signInTeam(t.app, team);
    expect(
      (
        await t.app.inject({ url: `/api/teams/${team.id}`, headers: { cookie: teamCookie } })
      ).json(),
    ).toMatchObject({ checkedIn: true });
    // The team's own session says so (its home shows 'Checked in'), at once after the change.
    expect((await me(teamCookie)).json()).toMatchObject({ role: 'team', checkedIn: true });
    await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}/check-in`,
      headers: { cookie: volunteer.cookie },
      payload: { checkedIn: false },
    });
    expect((await me(teamCookie)).json()).toMatchObject({ checkedIn: false });
    await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}/check-in`,
      headers: { cookie: volunteer.cookie },
      payload: { checkedIn: true },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'team.check-in'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: volunteer.id,
      actorRole: 'volunteer',
      target: `team ${team.id}`,
      before: { checkedInAt: null },
      after: { checkedInAt: expect.any(String) },
    });
    const byTeam = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}/check-in`,
      headers: { cookie: teamCookie },
      payload: { checkedIn: false },
    });
    expect(byTeam.statusCode).toBe(403);

    for (const url of [
      '/api/interviews',
      '/api/messages/log',
      '/api/settings/scheduling',
      '/api/staff',
    ]) {
      const response = await t.app.inject({
        method: url === '/api/settings/scheduling' ? 'PUT' : 'GET',
        url,
        headers: { cookie: volunteer.cookie },
        payload: url === '/api/settings/scheduling' ? { maxActiveInterviewsPerTeam: 3 } : undefined,
      });
      expect(response.statusCode, url).toBe(403);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/teams/999999/check-in',
      headers: { cookie: volunteer.cookie },
      payload: { checkedIn: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('applies a new role at once, without signing the person out', async () => {
    const person = await signedUp('judge', ['Room 1']);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${person.id}`,
      headers: { cookie: organiser },
      payload: { role: 'volunteer' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().person).toMatchObject({ role: 'volunteer', rooms: [] });
    expect((await me(person.cookie)).json()).toMatchObject({ role: 'volunteer', rooms: [] });
    expect(
      (await t.app.inject({ url: '/api/interviews', headers: { cookie: person.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('removing people and the last organiser', () => {
  it('ends every session of a removed person at once', async () => {
    const judge = await signedUp('judge', ['Room 4']);
    const secondDevice = cookiesFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: judge.username, password: PASSWORD },
      }),
    );
    expect((await me(judge.cookie)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/${judge.id}`,
      headers: { cookie: organiser },
    });
    expect(removed.statusCode).toBe(204);
    expect((await me(judge.cookie)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: judge.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.removed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      target: `person ${judge.id}`,
      actorRole: 'organiser',
      before: expect.objectContaining({ username: judge.username, role: 'judge' }),
    });
    expect(JSON.stringify(entry)).not.toContain('scrypt');
  });

  it('refuses to demote or remove the last organiser, and removing oneself', async () => {
    const [me_] = await t.db.select().from(admins).where(eq(admins.username, 'organiser'));
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/${me_!.id}`,
      headers: { cookie: organiser },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove yourself: ask another organiser');
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${me_!.id}`,
      headers: { cookie: organiser },
      payload: { role: 'volunteer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'The event needs at least one organiser: make someone else an organiser first',
    );

    // With a second organiser, the first may step down, and then the second is the last.
    const second = await signedUp('organiser');
    const stepDown = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${me_!.id}`,
      headers: { cookie: second.cookie },
      payload: { role: 'volunteer' },
    });
    expect(stepDown.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${second.id}`,
      headers: { cookie: second.cookie },
      payload: { role: 'judge', rooms: ['Room 1'] },
    });
    expect(last.statusCode).toBe(409);
    // Put things back for the other tests.
    const restore = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${me_!.id}`,
      headers: { cookie: second.cookie },
      payload: { role: 'organiser' },
    });
    expect(restore.statusCode).toBe(200);
  });

  it('makes a new link for someone who has not accepted, and not for someone who has', async () => {
    const invited = (await invite({ name: 'Lost link', role: 'volunteer' })).json();
    const renewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${invited.person.id}`,
      headers: { cookie: organiser },
      payload: { newInvite: true },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().invite.token).not.toBe(invited.invite.token);
    expect((await accept(invited.invite.token, 'lost-old')).statusCode).toBe(410);
    expect((await accept(renewed.json().invite.token, 'lost-new')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${invited.person.id}`,
      headers: { cookie: organiser },
      payload: { newInvite: true },
    });
    expect(again.statusCode).toBe(409);
  });

  describe.runIf(process.env.TEST_ENGINE === 'postgres')(
    'on two instances sharing PostgreSQL',
    () => {
      const other = secondInstance(() => t);

      it('ends the removed person’s sessions on the other instance too', async () => {
        const judge = await signedUp('judge', ['Room 5']);
        // The other instance has the session cached.
        expect(
          (await other().inject({ url: '/api/auth/me', headers: { cookie: judge.cookie } }))
            .statusCode,
        ).toBe(200);
        expect(
          (
            await t.app.inject({
              method: 'DELETE',
              url: `/api/staff/${judge.id}`,
              headers: { cookie: organiser },
            })
          ).statusCode,
        ).toBe(204);
        const deadline = Date.now() + 5000;
        let status = 200;
        while (status === 200 && Date.now() < deadline) {
          status = (
            await other().inject({ url: '/api/auth/me', headers: { cookie: judge.cookie } })
          ).statusCode;
          if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(status).toBe(401);
      });
    },
  );
});

describe('usernames whatever their case', () => {
  it("refuses 'Judge1' once 'judge1' is taken (409), and signs either spelling in", async () => {
    const first = (await invite({ name: 'Lower', role: 'judge', rooms: ['Room 1'] })).json();
    expect((await accept(first.invite.token, 'judge1')).statusCode).toBe(200);
    const second = (await invite({ name: 'Upper', role: 'volunteer' })).json();
    const taken = await accept(second.invite.token, 'Judge1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is taken: choose another');
    expect((await accept(second.invite.token, 'ORGANISER')).statusCode).toBe(409);

    for (const username of ['JUDGE1', 'Judge1', 'judge1']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: PASSWORD },
        remoteAddress: `10.9.0.${++sequence % 250}`,
      });
      expect(login.statusCode, username).toBe(200);
      expect(login.json()).toMatchObject({ username: 'judge1', role: 'judge' });
    }
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'JUDGE1', password: 'not-the-password-1' },
      remoteAddress: '10.9.1.1',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts wrong passwords for a username whatever its case: rotating the case buys no more guesses', async () => {
    const remoteAddress = '10.9.3.1';
    const spellings = ['judge1', 'Judge1', 'JUDGE1', 'jUdGe1', 'JuDgE1'];
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: spellings[attempt % spellings.length],
          password: `wrong-password-${attempt}`,
        },
        remoteAddress,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'JUDGE1', password: PASSWORD },
      remoteAddress,
    });
    expect(over.statusCode).toBe(429);
  });

  it('keeps one row per name whatever the case, in the database itself', async () => {
    await expect(
      t.db.insert(admins).values({ username: 'Case-Twin', passwordHash: 'x', role: 'volunteer' }),
    ).resolves.toBeDefined();
    const twin = t.db
      .insert(admins)
      .values({ username: 'case-twin', passwordHash: 'y', role: 'volunteer' });
    await expect(twin).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it("finds the environment's administrator whatever the case it is given in", async () => {
    const rowsBefore = (await t.db.select().from(admins)).length;
    await ensureAdmin(t.db, { username: 'ORGANISER-ENV', password: 'first-password-1' }, t.app.log);
    await ensureAdmin(
      t.db,
      { username: 'organiser-env', password: 'second-password-2' },
      t.app.log,
    );
    expect((await t.db.select().from(admins)).length).toBe(rowsBefore + 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Organiser-Env', password: 'second-password-2' },
      remoteAddress: '10.9.2.1',
    });
    expect(login.statusCode).toBe(200);
    await t.db.delete(admins).where(eq(admins.username, 'ORGANISER-ENV'));
  });
});

describe('the People list, live', () => {
  it('tells every organiser’s screen when a person is added, accepts, changes role or is removed', async () => {
    const added = nextEvent(t.app, 'staff.changed');
    const invited = (await invite({ name: 'Live One', role: 'volunteer' })).json();
    await expect(added).resolves.toEqual({ type: 'staff.changed' });
    const joined = nextEvent(t.app, 'staff.changed');
    expect((await accept(invited.invite.token, 'live-one')).statusCode).toBe(200);
    await expect(joined).resolves.toEqual({ type: 'staff.changed' });
    const changed = nextEvent(t.app, 'staff.changed');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${invited.person.id}`,
      headers: { cookie: organiser },
      payload: { role: 'judge', rooms: ['Room 4'] },
    });
    expect(patch.statusCode).toBe(200);
    await expect(changed).resolves.toEqual({ type: 'staff.changed' });
    const removed = nextEvent(t.app, 'staff.changed');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/staff/${invited.person.id}`,
          headers: { cookie: organiser },
        })
      ).statusCode,
    ).toBe(204);
    await expect(removed).resolves.toEqual({ type: 'staff.changed' });
  });
});
