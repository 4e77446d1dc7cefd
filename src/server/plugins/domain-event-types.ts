import type { LiveStrokePart, PresentEditor } from '../../shared/contract/drawings.ts';

/** Who made a change: a team for itself, or an administrator (who may act for any team). */
/** Who made a write: a team, an organiser, or a judge or volunteer (`staff`). */
type Actor = 'team' | 'admin' | 'staff';

/**
 * What happened, told once by the service that made it happen, after its transaction committed.
 * Services say what happened and nothing more; what follows from it (the read models dropping
 * their copies, live updates on every instance's streams, push notifications) is decided in one
 * place, by the handlers that `src/server/effects/` registers at start-up
 * (docs/ARCHITECTURE.md, "From a write to its effects"; decision 170).
 */
export type DomainEvent =
  | { type: 'teams.changed' }
  | { type: 'settings.changed' }
  /** Slots were created or deleted (no booking changed). */
  | { type: 'timeslots.changed' }
  | { type: 'interview.booked'; interviewId: number; teamId: number; by: Actor }
  | { type: 'interview.cancelled'; interviewId: number; teamId: number; by: Actor }
  | { type: 'interview.progressed'; interviewId: number; teamId: number }
  /** An administrator moved a booked interview to another slot. */
  | {
      type: 'interview.moved';
      interviewId: number;
      teamId: number;
      fromTimeslotId: number;
      toTimeslotId: number;
      by: Actor;
    }
  /** An instance claimed this booking's reminder (the claim makes it happen once, decision 163). */
  | {
      type: 'interview.reminder';
      interviewId: number;
      teamId: number;
      title: string;
      minutesLeft: number;
      room: string | null;
      /** The interview's start (ISO), read on the venue's clock (`timeZone`) in each reader's language. */
      startTime: string;
      timeZone: string;
    }
  | {
      type: 'message.sent';
      messageId: number;
      senderTeamId: number;
      senderTeamName: string;
      senderTeamNumber: string | null;
      receiverTeamId: number;
      /** One of the canned messages (never free text). */
      content: string;
    }
  | { type: 'messages.read'; senderTeamId: number; receiverTeamId: number }
  | { type: 'blocks.changed'; teamIds: [number, number] }
  | { type: 'robots.changed' }
  /** The match schedule or the blocked periods changed. */
  | { type: 'matches.changed' }
  /** An administrator tells a team its booking now clashes with a match or a blocked period. */
  | {
      type: 'interview.clashes';
      interviewId: number;
      teamId: number;
      reason: string;
      /** The clash as values (instants, ISO, on the venue's clock), for the reason in each reader's language. */
      clash?: { timeZone: string } & (
        | { kind: 'match'; label: string; startTime: string }
        | { kind: 'blocked'; label: string; startTime: string; endTime: string }
      );
    }
  | { type: 'streams.changed' }
  | { type: 'manual.changed' }
  | { type: 'drawings.changed'; teamId: number }
  /** A board's shared document changed (decision 290): told to its team and the teams it is shared with. */
  | {
      type: 'drawing.updated';
      drawingId: number;
      teamIds: number[];
      seq: number;
      update: string | null;
    }
  | { type: 'drawing.presence'; drawingId: number; teamIds: number[]; editors: PresentEditor[] }
  | {
      type: 'drawing.stroke';
      drawingId: number;
      teamIds: number[];
      clientId: number;
      stroke: LiveStrokePart;
    }
  /** Sent now (posted, or its time came): to everyone, or to `teamIds` only (aimed at teams or a field). */
  | {
      type: 'announcement.created';
      announcementId: number;
      title: string;
      body: string;
      teamIds?: number[];
    }
  /** Posted to be sent later: only the organisers' list changed. */
  | { type: 'announcement.scheduled'; announcementId: number }
  | { type: 'announcement.deleted'; announcementId: number }
  /** A team asked for help, or an organiser acknowledged or resolved its request. */
  | { type: 'help.changed'; teamId: number }
  /** Someone was invited, changed, removed, or accepted their invite (Admin -> People). */
  | { type: 'staff.changed' }
  /** Teams called to queue for a match now that the match `lead` before it is on its field. */
  | { type: 'queue.called'; match: string; field: string; teamIds: number[] }
  /** A field's current match or a team's check-in at the queue changed. */
  | { type: 'queue.changed' }
  /** A re-import changed these teams' matches: one event, each team's changes together (decision 300). */
  | { type: 'schedule.changed'; timeZone: string; teams: TeamScheduleChanges[] };

/** What a re-import changed for one team; starts are ISO instants, read on the venue's clock. */
export interface TeamScheduleChanges {
  teamId: number;
  changes: Array<
    | {
        kind: 'moved';
        match: string;
        startTime: string;
        startBefore: string;
        field: string | null;
        fieldBefore: string | null;
      }
    | { kind: 'added'; match: string; startTime: string; field: string | null }
    | { kind: 'removed'; match: string }
  >;
}
