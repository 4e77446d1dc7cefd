import type { Envelope } from '../../shared/events.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import type { RealtimeHub } from '../plugins/realtime-hub.ts';
import type { AlertWords } from '../../shared/alert-texts.ts';
import { alertFor, liveAlertPayload, type Alert } from './alerts.ts';

const everyone = (event: Envelope['event']): Envelope => ({ event });
const only = (teamIds: number[], event: Envelope['event']): Envelope => ({
  event,
  audience: { teamIds },
});

/**
 * The live updates a domain event causes, with who may see each: every browser for what every
 * page shows (the team list, the slots), only the teams concerned (and administrators) for an
 * interview, a conversation, a block or a board.
 */
export function liveUpdatesFor(event: DomainEvent): Envelope[] {
  const alert = alertFor(event);
  return [...dataChanges(event), ...(alert ? liveAlerts(alert) : [])];
}

/** An alert on the live stream: to everyone, or to each of its teams alone (with its own words). */
function liveAlerts(alert: Alert): Envelope[] {
  const toTeam = (teamId: number, words: AlertWords) =>
    only([teamId], { type: 'alert', alert: liveAlertPayload(alert, words), teamId });
  if ('wordsByTeam' in alert)
    return [...alert.wordsByTeam].map(([teamId, words]) => toTeam(teamId, words));
  if (alert.teamIds === undefined)
    return [everyone({ type: 'alert', alert: liveAlertPayload(alert, alert.words) })];
  // The same words for every team: read once.
  const payload = liveAlertPayload(alert, alert.words);
  return alert.teamIds.map((teamId) => only([teamId], { type: 'alert', alert: payload, teamId }));
}

/** Which data changed, so pages refetch it. */
function dataChanges(event: DomainEvent): Envelope[] {
  switch (event.type) {
    case 'teams.changed':
    case 'settings.changed':
    case 'timeslots.changed':
    case 'robots.changed':
    case 'streams.changed':
    case 'manual.changed':
    case 'matches.changed':
      return [everyone({ type: event.type })];
    case 'interview.booked':
    case 'interview.cancelled':
    case 'interview.progressed':
    case 'interview.moved':
      // Every slot list shows which slots are taken; only the team sees its own interview change.
      return [
        everyone({ type: 'timeslots.changed' }),
        only([event.teamId], { type: 'interviews.changed', teamId: event.teamId }),
      ];
    case 'message.sent':
    case 'messages.read': {
      const { senderTeamId, receiverTeamId } = event;
      const type = event.type === 'message.sent' ? 'messages.created' : 'messages.read';
      return [only([senderTeamId, receiverTeamId], { type, senderTeamId, receiverTeamId })];
    }
    case 'blocks.changed':
      return [only(event.teamIds, { type: 'blocks.changed', teamIds: event.teamIds })];
    case 'drawings.changed':
      return [only([event.teamId], { type: 'drawings.changed', teamId: event.teamId })];
    case 'drawing.updated':
      return [
        only(event.teamIds, {
          type: 'drawing.updated',
          drawingId: event.drawingId,
          seq: event.seq,
          update: event.update,
        }),
      ];
    case 'drawing.presence':
      return [
        only(event.teamIds, {
          type: 'drawing.presence',
          drawingId: event.drawingId,
          editors: event.editors,
        }),
      ];
    case 'drawing.stroke':
      return [
        only(event.teamIds, {
          type: 'drawing.stroke',
          drawingId: event.drawingId,
          clientId: event.clientId,
          stroke: event.stroke,
        }),
      ];
    case 'announcement.created':
      // An aimed one changes only its teams' lists (and the organisers').
      return [
        event.teamIds
          ? only(event.teamIds, { type: 'announcements.changed' })
          : everyone({ type: 'announcements.changed' }),
      ];
    case 'announcement.scheduled':
      return [only([], { type: 'announcements.changed' })];
    case 'announcement.deleted':
      return [everyone({ type: 'announcements.changed' })];
    case 'help.changed':
      // The team, the organisers (who hear every event) and the volunteers (plugins/realtime.ts).
      return [only([event.teamId], { type: 'help-requests.changed', teamId: event.teamId })];
    case 'queue.changed':
      // Every volunteer's and organiser's queue screen, the displays and the teams' match states.
      // A mark's calls come with one queue.changed of their own, so they change nothing more.
      return [everyone({ type: 'queue.changed' })];
    case 'queue.called':
    case 'schedule.changed':
    case 'interview.reminder':
    case 'interview.clashes':
      return [];
    case 'staff.changed':
      // The organisers only (who hear every event): no team and no judge or volunteer.
      return [only([], { type: 'staff.changed' })];
  }
}

/**
 * Publishes each live update through the hub: this instance's read models drop their copies and
 * its streams hear it before the request is answered; other instances hear it by notification.
 */
export function publishLiveUpdates(realtime: Pick<RealtimeHub, 'publishAll'>) {
  return (event: DomainEvent) => realtime.publishAll(liveUpdatesFor(event));
}
