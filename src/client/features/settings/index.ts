/**
 * What other features may use of settings (the boundary rule in eslint.config.js, decision 133):
 * the tournament date, as a query and as its label.
 */
export { tournamentSettingsQueryOptions, useTournamentDateLabel } from './api.ts';
