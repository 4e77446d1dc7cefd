import type { LiveStrokePart, PresentEditor } from './contract/drawings.ts';
import type { PushPayload } from './contract/push.ts';

/**
 * The live-update events sent over GET /api/events (server-sent events), discriminated by
 * `type`. Each tells clients which data changed; clients refetch what they show.
 * `audience` limits delivery to these teams (admins receive every event).
 */
export type ServerEvent =
  | { type: 'teams.changed' }
  | { type: 'settings.changed' }
  | { type: 'timeslots.changed' }
  | { type: 'interviews.changed'; teamId: number }
  | { type: 'messages.created'; senderTeamId: number; receiverTeamId: number }
  | { type: 'messages.read'; senderTeamId: number; receiverTeamId: number }
  | { type: 'blocks.changed'; teamIds: number[] }
  | { type: 'robots.changed' }
  /** The match schedule or the blocked periods changed. */
  | { type: 'matches.changed' }
  | { type: 'streams.changed' }
  | { type: 'manual.changed' }
  | { type: 'drawings.changed'; teamId: number }
  /**
   * A change to a board's shared document (decision 290): the update itself (base64) when it is
   * small enough for a notification, else only its number (the board fetches what it lacks).
   */
  | { type: 'drawing.updated'; drawingId: number; seq: number; update: string | null }
  /** Who is on a board now, and where their pointers are. */
  | { type: 'drawing.presence'; drawingId: number; editors: PresentEditor[] }
  /** Part of a stroke another copy (`clientId`) is drawing, relayed and never stored (decision 314). */
  | { type: 'drawing.stroke'; drawingId: number; clientId: number; stroke: LiveStrokePart }
  /** Sent to a reconnecting stream whose missed events are no longer known: refetch everything. */
  | { type: 'reset' }
  | { type: 'announcements.changed' }
  /** A team's help requests changed: that team and the organisers refetch. */
  | { type: 'help-requests.changed'; teamId: number }
  /** The people who run the event changed: the organisers' People lists refetch. */
  | { type: 'staff.changed' }
  /** A field's current match or a queue check-in changed (queue states, queue screens, displays). */
  | { type: 'queue.changed' }
  /**
   * An alert, the same one pushed to the phone: shown as a toast. `teamId` names the
   * team it is for (administrators receive every event and show only those without one).
   */
  | { type: 'alert'; alert: PushPayload; teamId?: number };

export type ServerEventType = ServerEvent['type'];

/** An event as published: the event plus who may receive it. */
export type Envelope = { event: ServerEvent; audience?: { teamIds: number[] } };
