import { route } from './define.ts';

/** Teams, their consent and the tournament settings. */
export const teamsRoutes = {
  list: route('GET', '/api/teams', 'public'),
  get: route('GET', '/api/teams/:id', 'public'),
  create: route('POST', '/api/teams', 'organiser'),
  update: route('PATCH', '/api/teams/:id', 'organiser'),
  checkIn: route('PUT', '/api/teams/:id/check-in', 'frontDesk'),
  signOut: route('DELETE', '/api/teams/:id/sessions', 'organiser'),
  import: route('POST', '/api/teams/import', 'organiser'),
};

export const consentRoutes = {
  get: route('GET', '/api/teams/:id/consent', 'public'),
  submit: route('POST', '/api/teams/:id/consent', 'public'),
};

export const settingsRoutes = {
  tournament: route('GET', '/api/settings/tournament', 'public'),
  updateTournament: route('PUT', '/api/settings/tournament', 'organiser'),
};
