import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCHEDULING } from '../../../shared/constants.ts';
import { slotClash } from '../../../shared/scheduling-rules.ts';
import { formatVenueClockHm } from '../../../shared/venue-time.ts';
import { tournamentSettingsQueryOptions, useVenueZone } from '../settings/index.ts';
import { matchesQueryOptions, useBlockedPeriods } from './api.ts';

type SlotTimes = { startTime: string; endTime: string };

/**
 * Why a team may not book a slot (its match within the buffer, a blocked period), by the same
 * shared rule the server refuses it with, in the reader's language (in English the
 * server's own words, CLASH_MESSAGES). Null when it may.
 */
export function useSlotClash(teamId: number | null): (slot: SlotTimes) => string | null {
  // Only a team's own matches matter; a visitor (no team) reads none.
  const matches = useQuery({ ...matchesQueryOptions(teamId), enabled: teamId !== null });
  const blocked = useBlockedPeriods();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const bufferMinutes = settings.data?.matchBufferMinutes ?? SCHEDULING.defaultMatchBufferMinutes;
  return (slot) => {
    const clash = slotClash(slot, {
      matches: teamId ? (matches.data ?? []) : [],
      blockedPeriods: blocked.data ?? [],
      bufferMinutes,
    });
    if (!clash) return null;
    const time = (at: Date) => formatVenueClockHm(at, zone);
    return clash.kind === 'match'
      ? t('clash.match', { label: clash.label, time: time(clash.startTime) })
      : t('clash.blocked', {
          label: clash.label,
          from: time(clash.startTime),
          to: time(clash.endTime),
        });
  };
}
