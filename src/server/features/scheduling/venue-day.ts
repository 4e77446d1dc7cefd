import { venueDayRange } from '../../../shared/venue-instants.ts';
import type { Executor } from '../../db/client.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import { readSettings } from './scheduling-settings.repo.ts';

/**
 * The venue's zone as the administrator set it (the server's until then). Every `date=` query,
 * the generator and the printed schedule read days and times in it; a client's `tzOffset` is
 * accepted and no longer changes the day (decision 154).
 */
export async function readVenueZone(db: Executor): Promise<string> {
  return venueZone((await readSettings(db)).timeZone);
}

/** The instants [from, to) of a calendar day at the venue. */
export async function venueDay(db: Executor, date: string): Promise<{ from: Date; to: Date }> {
  return venueDayRange(date, await readVenueZone(db));
}
