import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import {
  type TournamentSettings,
  type UpdateTournamentSettings,
} from '../../../shared/contract/settings.ts';
import { SCHEDULING } from '../../../shared/constants.ts';
import { QUEUE_LEAD } from '../../../shared/contract/queue.ts';
import { conflict } from '../../http-errors.ts';
import { venueDayRange } from '../../../shared/venue-instants.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import type { AppDb } from '../../db/client.ts';
import { cachedValue, type CachedValue } from '../../lib/read-model.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './settings.repo.ts';
import { transaction } from '../../db/transactions.ts';

export type SettingsReadModel = CachedValue<TournamentSettings>;

function toSettingsDto(
  row:
    | {
        tournamentDate: string | null;
        reminderLeadMinutes: number;
        matchBufferMinutes: number;
        timeZone: string | null;
        eventName: string | null;
        queueLeadMatches: number;
        updatedAt: Date;
      }
    | undefined,
): TournamentSettings {
  return {
    tournamentDate: row?.tournamentDate ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    reminderLeadMinutes: row?.reminderLeadMinutes ?? SCHEDULING.defaultReminderLeadMinutes,
    matchBufferMinutes: row?.matchBufferMinutes ?? SCHEDULING.defaultMatchBufferMinutes,
    timeZone: venueZone(row?.timeZone),
    eventName: row?.eventName ?? null,
    queueLeadMatches: row?.queueLeadMatches ?? QUEUE_LEAD.default,
  };
}

export function createSettingsReadModel(db: AppDb): SettingsReadModel {
  return cachedValue(async () => toSettingsDto(await repo.findTournamentSettings(db)));
}

/**
 * PUT /api/settings/tournament. Moving the day while slots or bookings sit on the old one would
 * strand them where no team looks, so that needs `confirm: true` (409 with the counts otherwise).
 * The day is the venue's calendar day, in the zone in force before this change. The activity log
 * keeps the settings before and after, in the same transaction (decision 260).
 */
export async function setTournamentDate(
  { db, events }: WriteDeps,
  auth: Auth,
  update: UpdateTournamentSettings,
) {
  const row = await repo.findTournamentSettings(db);
  const current = row?.tournamentDate ?? null;
  if (current && current !== update.tournamentDate && !update.confirm) {
    const { from, to } = venueDayRange(current, venueZone(row?.timeZone));
    const scheduled = await repo.countScheduleBetween(db, from, to);
    if (scheduled.slots > 0)
      throw conflict(CODED.settings.dateHasSchedule(scheduled.slots, scheduled.bookings));
  }
  const { updatedAt: _was, ...before } = toSettingsDto(row);
  const saved = await transaction(db, async (tx) => {
    // An empty name clears it.
    const eventName = update.eventName === undefined ? undefined : update.eventName || null;
    const after = toSettingsDto(
      await repo.saveTournamentDate(tx, update.tournamentDate, { ...update, eventName }),
    );
    const { updatedAt: _now, ...changed } = after;
    await recordAudit(tx, auth, {
      action: 'settings.tournament',
      target: 'tournament settings',
      before,
      after: changed,
    });
    return after;
  });
  await events.emit({ type: 'settings.changed' });
  return saved;
}
