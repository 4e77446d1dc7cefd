import { SCHEDULING } from '../../shared/constants.ts';
import type { Consent } from '../../shared/contract/consent.ts';
import type { TournamentSettings } from '../../shared/contract/settings.ts';
import type { TeamListItem } from '../../shared/contract/teams.ts';

/**
 * Whole answers as the server sends them, for the fake API of component tests: answers are
 * checked against the contract in tests (decision 134), so a fixture names only what its test
 * is about and takes the rest from here. Typed by the contract, so a change there fails here too.
 */

/** A team in GET /api/teams; the administrator's fields only when given. */
export function teamFixture(
  team: Pick<TeamListItem, 'id' | 'name'> & Partial<TeamListItem>,
): TeamListItem {
  return { description: null, number: null, isRegistered: false, checkedIn: false, ...team };
}

/** GET /api/settings/tournament: unset until given, in this machine's zone as a fresh server is. */
export function tournamentSettingsFixture(
  settings: Partial<TournamentSettings> = {},
): TournamentSettings {
  return {
    tournamentDate: null,
    updatedAt: null,
    reminderLeadMinutes: SCHEDULING.defaultReminderLeadMinutes,
    matchBufferMinutes: SCHEDULING.defaultMatchBufferMinutes,
    queueLeadMatches: 2,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    eventName: null,
    ...settings,
  };
}

/** A team's consent record as POST or GET /api/teams/{id}/consent answers the team itself. */
export function consentFixture(consent: Pick<Consent, 'teamId'> & Partial<Consent>): Consent {
  return {
    locationTrackingConsent: true,
    behaviorAgreement: true,
    safeUseAgreement: true,
    damageAgreement: true,
    createdAt: '2026-05-02T09:00:00.000Z',
    ...consent,
  };
}
