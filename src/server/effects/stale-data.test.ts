import { describe, expect, it } from 'vitest';
import { STALE_AFTER } from '../../shared/routes/stale-after.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import { liveUpdatesFor } from './live-updates.ts';

type Samples = { [Type in DomainEvent['type']]: Extract<DomainEvent, { type: Type }> };

/** One event of every domain event type: a new type fails the typecheck until it is added. */
const SAMPLES: Samples = {
  'teams.changed': { type: 'teams.changed' },
  'settings.changed': { type: 'settings.changed' },
  'timeslots.changed': { type: 'timeslots.changed' },
  'interview.booked': { type: 'interview.booked', interviewId: 1, teamId: 2, by: 'team' },
  'interview.cancelled': { type: 'interview.cancelled', interviewId: 1, teamId: 2, by: 'admin' },
  'interview.progressed': { type: 'interview.progressed', interviewId: 1, teamId: 2 },
  'interview.moved': {
    type: 'interview.moved',
    interviewId: 1,
    teamId: 2,
    fromTimeslotId: 3,
    toTimeslotId: 4,
    by: 'admin',
  },
  'interview.reminder': {
    type: 'interview.reminder',
    interviewId: 1,
    teamId: 2,
    title: 'Judging',
    minutesLeft: 10,
    room: 'Room 2',
    startTime: '2025-05-03T10:00:00.000Z',
    timeZone: 'UTC',
  },
  'message.sent': {
    type: 'message.sent',
    messageId: 1,
    senderTeamId: 2,
    senderTeamName: 'Gears',
    senderTeamNumber: null,
    receiverTeamId: 3,
    content: 'Need a battery',
  },
  'messages.read': { type: 'messages.read', senderTeamId: 2, receiverTeamId: 3 },
  'blocks.changed': { type: 'blocks.changed', teamIds: [2, 3] },
  'robots.changed': { type: 'robots.changed' },
  'matches.changed': { type: 'matches.changed' },
  'interview.clashes': { type: 'interview.clashes', interviewId: 1, teamId: 2, reason: 'A match' },
  'streams.changed': { type: 'streams.changed' },
  'manual.changed': { type: 'manual.changed' },
  'drawings.changed': { type: 'drawings.changed', teamId: 2 },
  'drawing.updated': { type: 'drawing.updated', drawingId: 1, teamIds: [2], seq: 1, update: null },
  'drawing.presence': { type: 'drawing.presence', drawingId: 1, teamIds: [2], editors: [] },
  'drawing.stroke': {
    type: 'drawing.stroke',
    drawingId: 1,
    teamIds: [2],
    clientId: 3,
    stroke: { from: 0, part: { kind: 'eraser', width: 4, points: [[1, 1]] } },
  },
  'announcement.created': {
    type: 'announcement.created',
    announcementId: 1,
    title: 'Lunch',
    body: 'Hall C',
  },
  'announcement.scheduled': { type: 'announcement.scheduled', announcementId: 1 },
  'announcement.deleted': { type: 'announcement.deleted', announcementId: 1 },
  'help.changed': { type: 'help.changed', teamId: 2 },
  'staff.changed': { type: 'staff.changed' },
  'queue.called': { type: 'queue.called', match: 'Q1', field: 'Field 1', teamIds: [2] },
  'queue.changed': { type: 'queue.changed' },
  'schedule.changed': { type: 'schedule.changed', timeZone: 'UTC', teams: [] },
};

/** Told to people only (an alert): the data they mention changes through an event of its own. */
const ALERTS_ONLY = new Set([
  'interview.reminder',
  'interview.clashes',
  'queue.called',
  'schedule.changed',
]);
/** A co-edited board merges its own changes: nothing is fetched again. */
const MERGED_BY_THE_BOARD = new Set(['drawing.updated', 'drawing.presence', 'drawing.stroke']);

/** The API paths a domain event makes stale, through the live events it causes. */
const staleAfter = (event: DomainEvent) =>
  new Set(liveUpdatesFor(event).flatMap(({ event: live }) => STALE_AFTER[live.type]));

describe('what a domain event makes stale', () => {
  it.each(Object.values(SAMPLES))('$type is in the shared map', (event) => {
    const stale = staleAfter(event);
    if (ALERTS_ONLY.has(event.type) || MERGED_BY_THE_BOARD.has(event.type))
      expect([...stale]).toEqual([]);
    else expect(stale.size, `${event.type} makes nothing stale`).toBeGreaterThan(0);
  });

  it('makes a booking stale in every slot list and in the team own interviews', () => {
    expect([...staleAfter(SAMPLES['interview.booked'])].sort()).toEqual([
      '/api/display',
      '/api/interviews',
      '/api/timeslots',
    ]);
  });
});
