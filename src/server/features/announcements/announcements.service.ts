import { ANNOUNCEMENT_MESSAGES, type Announcement, type CreateAnnouncement } from '../../../shared/contract/announcements.ts';
import type { Executor } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { notFound } from '../../http-errors.ts';
import * as repo from './announcements.repo.ts';

/** How many announcements GET /api/announcements lists; a tournament day has a handful. */
const LISTED = 50;

function toAnnouncementDto(row: repo.AnnouncementRow): Announcement {
  return { id: row.id, title: row.title, body: row.body, createdAt: row.createdAt.toISOString() };
}

export async function listAnnouncements(db: Executor): Promise<Announcement[]> {
  return (await repo.listAnnouncements(db, LISTED)).map(toAnnouncementDto);
}

/** POST /api/announcements (admin): stored, then pushed and shown live to everyone (effects). */
export async function createAnnouncement({ db, events }: WriteDeps, input: CreateAnnouncement): Promise<Announcement> {
  const row = await repo.insertAnnouncement(db, input);
  await events.emit({ type: 'announcement.created', announcementId: row.id, title: row.title, body: row.body });
  return toAnnouncementDto(row);
}

export async function deleteAnnouncement({ db, events }: WriteDeps, id: number): Promise<void> {
  if (!(await repo.deleteAnnouncement(db, id))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  await events.emit({ type: 'announcement.deleted', announcementId: id });
}
