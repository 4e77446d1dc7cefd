/**
 * What other features may use of settings (the boundary rule in eslint.config.js, decision 133):
 * the tournament date, as a query and as its label, and the venue's time zone.
 */
export { tournamentSettingsQueryOptions, useTournamentDateLabel, useVenueZone } from './api.ts';
