import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../shared/events.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { liveUpdatesFor } from './live-updates.ts';

describe('liveUpdatesFor', () => {
  it('tells every page about slots, and only the team (and administrators) about its interview', () => {
    for (const type of ['interview.booked', 'interview.cancelled'] as const) {
      expect(liveUpdatesFor({ type, interviewId: 7, teamId: 3, by: 'team' })).toEqual([
        { event: { type: 'timeslots.changed' } },
        { event: { type: 'interviews.changed', teamId: 3 }, audience: { teamIds: [3] } },
      ]);
    }
    expect(
      liveUpdatesFor({ type: 'interview.progressed', interviewId: 7, teamId: 4 }),
    ).toContainEqual({
      event: { type: 'interviews.changed', teamId: 4 },
      audience: { teamIds: [4] },
    });
  });

  it('keeps a conversation between its two teams, without its content on the stream', () => {
    const sent: DomainEvent = {
      type: 'message.sent',
      messageId: 1,
      senderTeamId: 1,
      senderTeamName: 'Gears',
      senderTeamNumber: null,
      receiverTeamId: 2,
      content: 'Need a battery',
    };
    expect(liveUpdatesFor(sent)).toEqual([
      {
        event: { type: 'messages.created', senderTeamId: 1, receiverTeamId: 2 },
        audience: { teamIds: [1, 2] },
      },
      // The receiver's alert (the same one pushed to its phones) holds the canned text, for it alone.
      {
        event: {
          type: 'alert',
          teamId: 2,
          alert: expect.objectContaining({
            type: 'message.received',
            title: 'Message from Gears',
            body: 'Need a battery',
            url: '/messages',
          }),
        },
        audience: { teamIds: [2] },
      },
    ]);
    // A numbered sender is named by its number too.
    expect(liveUpdatesFor({ ...sent, senderTeamNumber: '1234A' })[1]!.event).toMatchObject({
      alert: { title: 'Message from 1234A Gears' },
    });
    expect(liveUpdatesFor({ type: 'messages.read', senderTeamId: 1, receiverTeamId: 2 })).toEqual([
      {
        event: { type: 'messages.read', senderTeamId: 1, receiverTeamId: 2 },
        audience: { teamIds: [1, 2] },
      },
    ]);
    expect(liveUpdatesFor({ type: 'blocks.changed', teamIds: [5, 6] })[0]!.audience).toEqual({
      teamIds: [5, 6],
    });
    expect(liveUpdatesFor({ type: 'drawings.changed', teamId: 9 })[0]!.audience).toEqual({
      teamIds: [9],
    });
  });

  it('alerts a team about what an administrator did to its interview, and everyone about an announcement', () => {
    expect(
      liveUpdatesFor({ type: 'interview.cancelled', interviewId: 7, teamId: 3, by: 'admin' }),
    ).toContainEqual({
      event: {
        type: 'alert',
        teamId: 3,
        alert: expect.objectContaining({ type: 'interview.changed', url: '/dashboard' }),
      },
      audience: { teamIds: [3] },
    });
    expect(
      liveUpdatesFor({ type: 'interview.booked', interviewId: 7, teamId: 3, by: 'team' }).map(
        (e) => e.event.type,
      ),
    ).not.toContain('alert');
    expect(
      liveUpdatesFor({
        type: 'announcement.created',
        announcementId: 1,
        title: 'Lunch',
        body: 'Hall C',
      }),
    ).toEqual([
      { event: { type: 'announcements.changed' } },
      {
        event: {
          type: 'alert',
          alert: expect.objectContaining({
            type: 'announcement',
            title: 'Lunch',
            body: 'Hall C',
            url: '/home',
          }),
        },
      },
    ]);
    expect(
      liveUpdatesFor({
        type: 'interview.reminder',
        interviewId: 7,
        teamId: 3,
        title: 'Judging',
        minutesLeft: 1,
        room: null,
        startTime: '2030-05-03T15:00:00.000Z',
        timeZone: 'America/Chicago',
      }),
    ).toEqual([
      {
        event: {
          type: 'alert',
          teamId: 3,
          alert: {
            type: 'interview.reminder',
            title: 'Interview in 1 minute',
            body: 'Judging at 10:00 AM CDT. Head to the judging area now.',
            url: '/dashboard',
            // The page reads these in its own language (decision 280).
            words: {
              title: { key: 'reminder.title', params: { count: 1 } },
              body: {
                key: 'reminder.body',
                params: {
                  title: 'Judging',
                  time: { at: '2030-05-03T15:00:00.000Z', zone: 'America/Chicago' },
                },
              },
            },
          },
        },
        audience: { teamIds: [3] },
      },
    ]);
  });

  it('tells the organisers alone that the people who run the event changed', () => {
    expect(liveUpdatesFor({ type: 'staff.changed' })).toEqual([
      { event: { type: 'staff.changed' }, audience: { teamIds: [] } },
    ]);
  });

  it('sends what every page shows to everyone', () => {
    for (const type of [
      'teams.changed',
      'settings.changed',
      'timeslots.changed',
      'robots.changed',
      'streams.changed',
      'manual.changed',
    ] as const) {
      expect(liveUpdatesFor({ type })).toEqual([{ event: { type } }]);
    }
  });
});

describe('domain events in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reach this instance’s subscribers before emit resolves, once each', async () => {
    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope));
    const emitted = t.app.domainEvents.emit({
      type: 'interview.booked',
      interviewId: 1,
      teamId: 2,
      by: 'admin',
    });
    // Delivered here synchronously, all of them, before any database round trip. An
    // administrator's booking also alerts the team.
    expect(heard.map((e) => e.event.type)).toEqual([
      'timeslots.changed',
      'interviews.changed',
      'alert',
    ]);
    await emitted;
    expect(heard).toHaveLength(3);
    // The notification coming back from the database is not delivered a second time.
    await t.app.domainEvents.emit({ type: 'manual.changed' });
    // Notifications arrive in order on one channel: once this one is back, so is the echo.
    const flushed = new Promise<void>((resolve) => {
      const off = t.app.realtime.subscribeInternal(() => {
        off();
        resolve();
      });
    });
    await t.app.realtime.publishInternal({ type: 'sessions.flush' });
    await flushed;
    stop();
    expect(heard.filter((e) => e.event.type === 'manual.changed')).toHaveLength(1);
  });

  it('runs every handler even when one fails, and does not throw after a committed write', async () => {
    const seen: string[] = [];
    const offFailing = t.app.domainEvents.on(() => {
      throw new Error('push service down');
    });
    const offSeeing = t.app.domainEvents.on((event) => {
      seen.push(event.type);
    });
    await expect(
      t.app.domainEvents.emit({ type: 'robots.changed' }, { type: 'streams.changed' }),
    ).resolves.toBeUndefined();
    offFailing();
    offSeeing();
    await t.app.domainEvents.emit({ type: 'manual.changed' });
    expect(seen).toEqual(['robots.changed', 'streams.changed']);
  });
});
