import { useQuery } from '@tanstack/react-query';
import { SCHEDULING } from '../../../shared/constants.ts';
import { clashMessage, slotClash } from '../../../shared/scheduling-rules.ts';
import { formatVenueClockHm } from '../../../shared/venue-time.ts';
import { tournamentSettingsQueryOptions, useVenueZone } from '../settings/index.ts';
import { matchesQueryOptions, useBlockedPeriods } from './api.ts';

type SlotTimes = { startTime: string; endTime: string };

/**
 * Why a team may not book a slot (its match within the buffer, a blocked period), in the words
 * the server would refuse it with: the same shared rule (issue 22). Null when it may.
 */
export function useSlotClash(teamId: number | null): (slot: SlotTimes) => string | null {
  // Only a team's own matches matter; a visitor (no team) reads none.
  const matches = useQuery({ ...matchesQueryOptions(teamId), enabled: teamId !== null });
  const blocked = useBlockedPeriods();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const zone = useVenueZone();
  const bufferMinutes = settings.data?.matchBufferMinutes ?? SCHEDULING.defaultMatchBufferMinutes;
  return (slot) => {
    const clash = slotClash(slot, {
      matches: teamId ? (matches.data ?? []) : [],
      blockedPeriods: blocked.data ?? [],
      bufferMinutes,
    });
    return clash ? clashMessage(clash, (at) => formatVenueClockHm(at, zone)) : null;
  };
}
