import type { AlertPhrase, AlertText, AlertWords } from '../../shared/alert-texts.ts';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import type { PushPayload } from '../../shared/contract/push.ts';
import type { Language } from '../../shared/languages.ts';
import { teamLabel } from '../../shared/team-label.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import type { PushDelivery } from '../plugins/push-request.ts';
import { alertWordsIn } from './alert-language.ts';
import { scheduleChangeWords } from './schedule-change-words.ts';

/**
 * One alert: what it says (catalogue keys, read in each reader's language), who gets it (some
 * teams, or everyone; or each team its own words), and how urgently it travels.
 */
export type Alert = {
  type: PushPayload['type'];
  url: string;
  delivery: Omit<PushDelivery, 'payload'>;
} & (
  | {
      words: AlertWords;
      /** The teams it is for; undefined for every subscriber (announcements). */
      teamIds?: number[];
    }
  | {
      /** Each team its own words, in one alert (a re-import's changes, decision 300). */
      wordsByTeam: ReadonlyMap<number, AlertWords>;
    }
);

const HOUR = 3600;
/** Where a team sees its interviews, its messages, and the home page with announcements and matches. */
const PAGES = { interviews: '/dashboard', messages: '/messages', home: '/home' } as const;

const text = (
  key: string,
  params?: AlertText['params'],
  terms?: AlertText['terms'],
): AlertText => ({
  key,
  ...(params ? { params } : {}),
  ...(terms ? { terms } : {}),
});

const changed = (teamId: number, body: AlertText): Alert => ({
  type: 'interview.changed',
  teamIds: [teamId],
  words: { title: text('interviewChanged.title'), body },
  url: PAGES.interviews,
  delivery: { ttl: HOUR, urgency: 'high' },
});

/** A canned message's text as its catalogue key, so the receiver reads it in their language. */
function messageTerms(content: string): Pick<AlertText, 'params' | 'terms'> {
  const canned = CANNED_MESSAGES.find((message) => message.text === content);
  return canned
    ? { terms: { message: `messages:canned.${canned.id}` } }
    : { params: { message: content } };
}

/**
 * The alert a domain event causes, if any: a reminder before a team's interview; a
 * change an administrator made to it (a team's own booking or cancelling alerts nobody); a
 * message to a team; an announcement to everyone; a call to queue; a moved match. The same
 * alert is pushed to the phones (in each one's language) and sent on the live stream.
 */
export function alertFor(event: DomainEvent): Alert | null {
  switch (event.type) {
    case 'interview.reminder': {
      const time = { at: event.startTime, zone: event.timeZone };
      return {
        type: 'interview.reminder',
        teamIds: [event.teamId],
        words: {
          title: text('reminder.title', { count: event.minutesLeft }),
          body: event.room
            ? text('reminder.bodyInRoom', { title: event.title, time, room: event.room })
            : text('reminder.body', { title: event.title, time }),
        },
        url: PAGES.interviews,
        // Worthless once the interview has started.
        delivery: { ttl: Math.max(60, event.minutesLeft * 60), urgency: 'high' },
      };
    }
    case 'interview.booked':
      return event.by === 'admin' ? changed(event.teamId, text('interviewChanged.booked')) : null;
    case 'interview.cancelled':
      return event.by === 'admin'
        ? changed(event.teamId, text('interviewChanged.cancelled'))
        : null;
    case 'interview.moved':
      return event.by === 'admin' ? changed(event.teamId, text('interviewChanged.moved')) : null;
    case 'interview.clashes':
      // The reason in the reader's words when its values came with it (the clash rule's own texts).
      return changed(
        event.teamId,
        event.clash
          ? text('interviewChanged.clashes', undefined, { reason: clashReason(event.clash) })
          : text('interviewChanged.clashes', { reason: event.reason }),
      );
    case 'message.sent': {
      const { params, terms } = messageTerms(event.content);
      return {
        type: 'message.received',
        teamIds: [event.receiverTeamId],
        words: {
          title: text('message.title', {
            sender: teamLabel({ name: event.senderTeamName, number: event.senderTeamNumber }),
          }),
          body: text('message.body', params, terms),
        },
        url: PAGES.messages,
        delivery: { ttl: HOUR, urgency: 'normal' },
      };
    }
    case 'announcement.created':
      return {
        type: 'announcement',
        ...(event.teamIds ? { teamIds: event.teamIds } : {}),
        words: {
          title: text('announcement.title', { title: event.title }),
          body: text('announcement.body', { body: event.body }),
        },
        url: PAGES.home,
        delivery: { ttl: 6 * HOUR, urgency: 'normal' },
      };
    case 'queue.called':
      return {
        type: 'queue.call',
        teamIds: event.teamIds,
        words: {
          title: text('queueNow.title', { match: event.match, field: event.field }),
          body: text('queueNow.body', { match: event.match }),
        },
        url: PAGES.home,
        // A call is stale once the match has been played.
        delivery: { ttl: 30 * 60, urgency: 'high' },
      };
    case 'schedule.changed':
      return {
        type: 'schedule.changed',
        wordsByTeam: new Map(
          event.teams.map((team) => [team.teamId, scheduleChangeWords(team, event.timeZone)]),
        ),
        url: PAGES.home,
        delivery: { ttl: 2 * HOUR, urgency: 'high' },
      };
    default:
      return null;
  }
}

type Clash = NonNullable<Extract<DomainEvent, { type: 'interview.clashes' }>['clash']>;

/** The clash rule's own text (`booking:clash.*`) with its times on the venue's clock. */
function clashReason(clash: Clash): AlertPhrase {
  const zone = clash.timeZone;
  return clash.kind === 'match'
    ? {
        key: 'booking:clash.match',
        params: { label: clash.label, time: { at: clash.startTime, zone } },
      }
    : {
        key: 'booking:clash.blocked',
        params: {
          label: clash.label,
          // One zone name for the range, after its end ('12:00 PM-1:00 PM CDT').
          from: { at: clash.startTime, zone, zoneNamed: false },
          to: { at: clash.endTime, zone },
        },
      };
}

/** The alert's words as pushed to a phone reading `language`. */
export function alertPayload(
  alert: Pick<Alert, 'type' | 'url'>,
  words: AlertWords,
  language: Language,
): PushPayload {
  return { type: alert.type, url: alert.url, ...alertWordsIn(language, words) };
}

/** The alert's words as sent on the live stream: English, with the words for the page to read in its language. */
export function liveAlertPayload(
  alert: Pick<Alert, 'type' | 'url'>,
  words: AlertWords,
): PushPayload {
  return { ...alertPayload(alert, words, 'en'), words };
}
