import { CODED } from '../../../shared/coded-messages.ts';
import {
  ANNOUNCEMENT_MAX_AHEAD_MS,
  ANNOUNCEMENT_MESSAGES,
  announcementListSchema,
  type Announcement,
  type CreateAnnouncement,
} from '../../../shared/contract/announcements.ts';
import type { Executor } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { jsonBody, JsonViews, type JsonBody } from '../../lib/http-cache.ts';
import type { Auth } from '../../plugins/session-auth.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import * as repo from './announcements.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** How many announcements GET /api/announcements lists; a tournament day has a handful. */
const LISTED = 50;
/** Rows read for the lists: aimed ones are left out of most callers' lists, so more are read. */
const READ = 200;

function toAnnouncementDto(row: repo.AnnouncementRow, organiser: boolean): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    audience: row.audience,
    field: row.field,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    // Which other teams an announcement is for, and what is still to come, are the organisers'.
    ...(organiser
      ? { teamIds: row.teamIds, sendAt: row.sendAt ? row.sendAt.toISOString() : null }
      : {}),
  };
}

/** The stored announcements and their serialized lists, one per kind of reader, built on first use. */
export interface AnnouncementsSnapshot {
  rows: repo.AnnouncementRow[];
  views: JsonViews;
}

export async function loadAnnouncements(db: Executor): Promise<AnnouncementsSnapshot> {
  return { rows: await repo.listAnnouncements(db, READ), views: new JsonViews() };
}

const forEveryone = (row: repo.AnnouncementRow) =>
  row.sentAt !== null && row.audience === 'everyone';

/**
 * GET /api/announcements: an organiser sees every one, those waiting for their time too; a team
 * those sent to everyone and those aimed at it; anyone else those sent to everyone. Teams no
 * announcement is aimed at share one serialized list with visitors.
 */
export function announcementsFor(snapshot: AnnouncementsSnapshot, auth: Auth | null): JsonBody {
  const view = (key: string, keep: (row: repo.AnnouncementRow) => boolean, organiser = false) =>
    snapshot.views.get(key, () =>
      jsonBody(
        announcementListSchema,
        snapshot.rows
          .filter(keep)
          .slice(0, LISTED)
          .map((row) => toAnnouncementDto(row, organiser)),
        { salt: key },
      ),
    );
  if (auth?.kind === 'admin') return view('organiser', () => true, true);
  if (auth?.kind === 'team') {
    const teamId = auth.teamId;
    const aimedAtTeam = (row: repo.AnnouncementRow) =>
      row.sentAt !== null && row.audience !== 'everyone' && row.teamIds.includes(teamId);
    if (snapshot.rows.some(aimedAtTeam))
      return view(`team:${teamId}`, (row) => forEveryone(row) || aimedAtTeam(row));
  }
  return view('everyone', forEveryone);
}

/** Who an announcement goes to, checked: the listed teams exist, a field has matches. */
async function audienceOf(db: Executor, input: CreateAnnouncement, scheduled: boolean) {
  if (input.teamIds) {
    const teamIds = [...new Set(input.teamIds)];
    if ((await repo.countTeams(db, teamIds)) !== teamIds.length) {
      throw badRequest(CODED.announcements.unknownTeams, [
        { field: 'teamIds', message: ANNOUNCEMENT_MESSAGES.unknownTeams },
      ]);
    }
    return { audience: 'teams' as const, teamIds, field: null };
  }
  if (input.field !== undefined) {
    const teamIds = await repo.teamsWithMatchesOn(db, input.field);
    if (teamIds.length === 0)
      throw badRequest(CODED.announcements.unknownField, [
        { field: 'field', message: ANNOUNCEMENT_MESSAGES.unknownField },
      ]);
    // A scheduled one reaches the teams on the field when it is sent (repo.claimDueAnnouncements).
    return { audience: 'field' as const, teamIds: scheduled ? [] : teamIds, field: input.field };
  }
  return { audience: 'everyone' as const, teamIds: [], field: null };
}

/** What the effects hear of a sent announcement: to everyone, or to the teams it is for. */
const createdEvent = (row: repo.AnnouncementRow): DomainEvent => ({
  type: 'announcement.created',
  announcementId: row.id,
  title: row.title,
  body: row.body,
  ...(row.audience === 'everyone' ? {} : { teamIds: row.teamIds }),
});

/**
 * POST /api/announcements (admin): stored, then pushed and shown live to those it is for
 * (effects). One with a `sendAt` still to come waits for the sweep (`sendDueAnnouncements`).
 */
export async function createAnnouncement(
  { db, events }: WriteDeps,
  input: CreateAnnouncement,
  now = new Date(),
): Promise<Announcement> {
  const sendAt = input.sendAt ? new Date(input.sendAt) : null;
  if (sendAt && sendAt.getTime() - now.getTime() > ANNOUNCEMENT_MAX_AHEAD_MS) {
    throw badRequest(CODED.announcements.sendAtTooLate, [
      { field: 'sendAt', message: ANNOUNCEMENT_MESSAGES.sendAtTooLate },
    ]);
  }
  const scheduled = sendAt !== null && sendAt.getTime() > now.getTime();
  // Stored with its pushes queued in one transaction: an acknowledged announcement is sent
  // even if this process dies before it could tell anyone (decision 271).
  const { row, event } = await transaction(db, async (tx) => {
    const audience = await audienceOf(tx, input, scheduled);
    const stored = await repo.insertAnnouncement(tx, {
      title: input.title,
      body: input.body,
      ...audience,
      sendAt: scheduled ? sendAt : null,
    });
    // A scheduled one is news to the organisers' list only until it is sent.
    const told: DomainEvent = scheduled
      ? { type: 'announcement.scheduled', announcementId: stored.id }
      : createdEvent(stored);
    await events.record(tx, told);
    return { row: stored, event: told };
  });
  await events.emit(event);
  return toAnnouncementDto(row, true);
}

/**
 * Sends the announcements whose time has come: claimed in one statement (whichever instance
 * claims one sends it, once) and their pushes queued in the claim's transaction, so a crash
 * between the two neither loses one nor sends it twice (decision 271); then told to the pages.
 */
export async function sendDueAnnouncements({ db, events }: WriteDeps): Promise<number> {
  const sent = await transaction(db, async (tx) => {
    const claimed = (await repo.claimDueAnnouncements(tx)).map(createdEvent);
    if (claimed.length > 0) await events.record(tx, ...claimed);
    return claimed;
  });
  if (sent.length > 0) await events.emit(...sent);
  return sent.length;
}

export async function deleteAnnouncement({ db, events }: WriteDeps, id: number): Promise<void> {
  if (!(await repo.deleteAnnouncement(db, id))) throw notFound(CODED.announcements.notFound);
  await events.emit({ type: 'announcement.deleted', announcementId: id });
}
