import { ref, route } from './define.ts';

/** Teams, their consent and the tournament settings. */
export const teamsRoutes = {
  list: route('GET', '/api/teams', 'public', {
    querystring: ref('teams', 'teamsQuerySchema'),
    response: ref('teams', 'teamListSchema'),
  }),
  get: route('GET', '/api/teams/:id', 'public', {
    params: ref('common', 'idParamsSchema'),
    response: ref('teams', 'teamListItemSchema'),
  }),
  create: route('POST', '/api/teams', 'organiser', {
    body: ref('teams', 'createTeamRequestSchema'),
    response: ref('teams', 'createdTeamSchema'),
  }),
  update: route('PATCH', '/api/teams/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('teams', 'updateTeamNumberSchema'),
    response: ref('teams', 'teamListItemSchema'),
  }),
  checkIn: route('PUT', '/api/teams/:id/check-in', 'frontDesk', {
    params: ref('common', 'idParamsSchema'),
    body: ref('staff', 'checkInRequestSchema'),
    response: ref('teams', 'teamListItemSchema'),
  }),
  signOut: route('DELETE', '/api/teams/:id/sessions', 'organiser', {
    params: ref('common', 'idParamsSchema'),
    response: ref('push', 'teamSignedOutSchema'),
  }),
  import: route('POST', '/api/teams/import', 'organiser', {
    response: ref('teams', 'importedTeamsSchema'),
  }),
};

export const consentRoutes = {
  get: route('GET', '/api/teams/:id/consent', 'public', {
    params: ref('common', 'idParamsSchema'),
    response: ref('consent', 'consentSchema'),
  }),
  submit: route('POST', '/api/teams/:id/consent', 'public', {
    params: ref('common', 'idParamsSchema'),
    body: ref('consent', 'consentRequestSchema'),
    response: ref('consent', 'consentSchema'),
  }),
};

export const settingsRoutes = {
  tournament: route('GET', '/api/settings/tournament', 'public', {
    response: ref('settings', 'tournamentSettingsSchema'),
  }),
  updateTournament: route('PUT', '/api/settings/tournament', 'organiser', {
    body: ref('settings', 'updateTournamentSettingsSchema'),
    response: ref('settings', 'tournamentSettingsSchema'),
  }),
};
