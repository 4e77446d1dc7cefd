import type { PushPayload } from '../../shared/contract/push.ts';
import { teamLabel } from '../../shared/team-label.ts';
import type { DomainEvent } from '../plugins/domain-events.ts';
import type { PushDelivery } from '../plugins/push-sender.ts';

/** One alert: what it says, who gets it (some teams, or everyone), and how urgently it travels. */
export interface Alert {
  payload: PushPayload;
  /** The team it is for; undefined for every subscriber (announcements). */
  teamId?: number;
  delivery: Omit<PushDelivery, 'payload'>;
}

const HOUR = 3600;
/** Where a team sees its interviews, its messages, and the home page with announcements. */
const PAGES = { interviews: '/dashboard', messages: '/messages', home: '/home' } as const;

const changed = (teamId: number, body: string): Alert => ({
  teamId,
  payload: { type: 'interview.changed', title: 'Your interview changed', body, url: PAGES.interviews },
  delivery: { ttl: HOUR, urgency: 'high' },
});

/**
 * The alert a domain event causes, if any (issue 18): a reminder before a team's interview; a
 * change an administrator made to it (a team's own booking or cancelling alerts nobody); a
 * message to a team; an announcement to everyone. The same alert is pushed to the phones and
 * sent on the live stream.
 */
export function alertFor(event: DomainEvent): Alert | null {
  switch (event.type) {
    case 'interview.reminder':
      return {
        teamId: event.teamId,
        payload: {
          type: 'interview.reminder',
          title: `Interview in ${event.minutesLeft} minute${event.minutesLeft === 1 ? '' : 's'}`,
          body: `${event.title} at ${event.venueTime}${event.room ? `, ${event.room}` : ''}. Head to the judging area now.`,
          url: PAGES.interviews,
        },
        // Worthless once the interview has started.
        delivery: { ttl: Math.max(60, event.minutesLeft * 60), urgency: 'high' },
      };
    case 'interview.booked':
      return event.by === 'admin' ? changed(event.teamId, 'The organisers booked an interview for your team. Tap to see when.') : null;
    case 'interview.cancelled':
      return event.by === 'admin' ? changed(event.teamId, 'The organisers cancelled your team’s interview. Tap to book another.') : null;
    case 'interview.moved':
      return event.by === 'admin' ? changed(event.teamId, 'The organisers moved your team’s interview to another time. Tap to see when.') : null;
    case 'interview.clashes':
      return changed(event.teamId, `Your interview: ${event.reason}. Tap to see it; the organisers may move it.`);
    case 'message.sent':
      return {
        teamId: event.receiverTeamId,
        payload: { type: 'message.received', title: `Message from ${teamLabel({ name: event.senderTeamName, number: event.senderTeamNumber })}`, body: event.content, url: PAGES.messages },
        delivery: { ttl: HOUR, urgency: 'normal' },
      };
    case 'announcement.created':
      return {
        payload: { type: 'announcement', title: event.title, body: event.body, url: PAGES.home },
        delivery: { ttl: 6 * HOUR, urgency: 'normal' },
      };
    default:
      return null;
  }
}
