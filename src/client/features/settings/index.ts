/**
 * What other features may use of settings (the boundary rule in eslint.config.js, decision 133):
 * the tournament date, as a query and as its label, the venue's time zone and the event's name.
 */
export {
  tournamentSettingsQueryOptions,
  useEventName,
  useTournamentDateLabel,
  useVenueZone,
} from './api.ts';
