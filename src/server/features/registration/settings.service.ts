import type { TournamentSettings } from '../../../shared/contract/settings.ts';
import type { AppDb } from '../../db/client.ts';
import { cachedValue, type CachedValue } from '../../lib/read-model.ts';
import * as repo from './settings.repo.ts';

export type SettingsReadModel = CachedValue<TournamentSettings>;

function toSettingsDto(
  row: { tournamentDate: string | null; updatedAt: Date } | undefined,
): TournamentSettings {
  return {
    tournamentDate: row?.tournamentDate ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function createSettingsReadModel(db: AppDb): SettingsReadModel {
  return cachedValue(async () => toSettingsDto(await repo.findTournamentSettings(db)));
}

export async function setTournamentDate(db: AppDb, tournamentDate: string) {
  return toSettingsDto(await repo.saveTournamentDate(db, tournamentDate));
}
