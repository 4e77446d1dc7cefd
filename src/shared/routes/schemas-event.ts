import { ref, type RouteSchemas } from './define.ts';
import type { RouteKey } from './index.ts';

/** The schemas of the event, people, teams, scheduling and matches routes (see schemas.ts). */
export const EVENT_SCHEMAS: Partial<Record<RouteKey, RouteSchemas>> = {
  'GET /api/matches': {
    querystring: ref('matches', 'matchesQuerySchema'),
    response: ref('matches', 'matchListSchema'),
  },
  'POST /api/matches/import': { response: ref('matches', 'importedMatchesSchema') },
  'GET /api/matches/clashes': { response: ref('matches', 'matchClashListSchema') },
  'POST /api/matches/clashes/notify': { response: ref('matches', 'notifiedClashesSchema') },
  'GET /api/blocked-periods': { response: ref('matches', 'blockedPeriodListSchema') },
  'PUT /api/blocked-periods': {
    body: ref('matches', 'replaceBlockedPeriodsSchema'),
    response: ref('matches', 'blockedPeriodListSchema'),
  },
  'PUT /api/fields/:field/current': {
    params: ref('queue', 'fieldParamsSchema'),
    body: ref('queue', 'setCurrentMatchSchema'),
    response: ref('queue', 'currentMatchSchema'),
  },
  'GET /api/queue': {
    querystring: ref('queue', 'queueQuerySchema'),
    response: ref('queue', 'fieldQueueListSchema'),
  },
  'PUT /api/queue/check-ins': {
    body: ref('queue', 'queueCheckInSchema'),
    response: ref('queue', 'queueCheckInSchema'),
  },
  'POST /api/auth/login': {
    body: ref('auth', 'loginRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  },
  'POST /api/auth/team-login': {
    body: ref('auth', 'teamLoginRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  },
  'GET /api/auth/me': {
    querystring: ref('auth', 'meQuerySchema'),
    response: ref('auth', 'sessionSchema'),
  },
  'GET /api/staff': { response: ref('staff', 'staffListSchema') },
  'POST /api/staff': {
    body: ref('staff', 'createStaffRequestSchema'),
    response: ref('staff', 'staffWithInviteSchema'),
  },
  'PATCH /api/staff/:id': {
    params: ref('common', 'idParamsSchema'),
    body: ref('staff', 'updateStaffRequestSchema'),
    response: ref('staff', 'staffWithInviteSchema'),
  },
  'DELETE /api/staff/:id': { params: ref('common', 'idParamsSchema') },
  'POST /api/staff/invites/accept': {
    body: ref('staff', 'acceptInviteRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  },
  'GET /api/audit': {
    querystring: ref('audit', 'auditQuerySchema'),
    response: ref('audit', 'auditPageSchema'),
  },
  'GET /api/event/demo': { response: ref('event', 'demoEventSchema') },
  'GET /api/event/setup': { response: ref('event', 'eventSetupSchema') },
  'POST /api/event/clear-demo': { response: ref('event', 'demoEventSchema') },
  'GET /api/teams': {
    querystring: ref('teams', 'teamsQuerySchema'),
    response: ref('teams', 'teamListSchema'),
  },
  'GET /api/teams/:id': {
    params: ref('common', 'idParamsSchema'),
    response: ref('teams', 'teamListItemSchema'),
  },
  'POST /api/teams': {
    body: ref('teams', 'createTeamRequestSchema'),
    response: ref('teams', 'createdTeamSchema'),
  },
  'PATCH /api/teams/:id': {
    params: ref('common', 'idParamsSchema'),
    body: ref('teams', 'updateTeamNumberSchema'),
    response: ref('teams', 'teamListItemSchema'),
  },
  'PUT /api/teams/:id/check-in': {
    params: ref('common', 'idParamsSchema'),
    body: ref('staff', 'checkInRequestSchema'),
    response: ref('teams', 'teamListItemSchema'),
  },
  'DELETE /api/teams/:id/sessions': {
    params: ref('common', 'idParamsSchema'),
    response: ref('push', 'teamSignedOutSchema'),
  },
  'POST /api/teams/import': { response: ref('teams', 'importedTeamsSchema') },
  'GET /api/teams/:id/consent': {
    params: ref('common', 'idParamsSchema'),
    response: ref('consent', 'consentSchema'),
  },
  'POST /api/teams/:id/consent': {
    params: ref('common', 'idParamsSchema'),
    body: ref('consent', 'consentRequestSchema'),
    response: ref('consent', 'consentSchema'),
  },
  'GET /api/settings/tournament': { response: ref('settings', 'tournamentSettingsSchema') },
  'PUT /api/settings/tournament': {
    body: ref('settings', 'updateTournamentSettingsSchema'),
    response: ref('settings', 'tournamentSettingsSchema'),
  },
  'GET /api/settings/scheduling': { response: ref('scheduling', 'schedulingSettingsSchema') },
  'PUT /api/settings/scheduling': {
    body: ref('scheduling', 'updateSchedulingSettingsSchema'),
    response: ref('scheduling', 'schedulingSettingsSchema'),
  },
  'GET /api/display': {
    querystring: ref('display', 'displayQuerySchema'),
    response: ref('display', 'displayResponseSchema'),
  },
  'GET /api/timeslots': {
    querystring: ref('timeslots', 'timeslotsQuerySchema'),
    response: ref('timeslots', 'timeslotListSchema'),
  },
  'POST /api/timeslots': {
    body: ref('timeslots', 'createTimeslotRequestSchema'),
    response: ref('timeslots', 'timeslotSchema'),
  },
  'POST /api/timeslots/generate': {
    body: ref('scheduling', 'generateScheduleRequestSchema'),
    response: ref('scheduling', 'generateScheduleResponseSchema'),
  },
  'DELETE /api/timeslots/:id': { params: ref('common', 'idParamsSchema') },
  'DELETE /api/timeslots': {
    querystring: ref('timeslots', 'deleteOpenSlotsQuerySchema'),
    response: ref('timeslots', 'deleteOpenSlotsResponseSchema'),
  },
  'GET /api/interviews': {
    querystring: ref('interviews', 'interviewsQuerySchema'),
    response: ref('interviews', 'interviewListSchema'),
  },
  'POST /api/interviews': {
    body: ref('interviews', 'createInterviewRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  },
  'DELETE /api/interviews/:id': {
    params: ref('common', 'idParamsSchema'),
    response: ref('interviews', 'interviewSchema'),
  },
  'PUT /api/interviews/:id/progress': {
    params: ref('common', 'idParamsSchema'),
    body: ref('interviews', 'updateProgressRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  },
  'PUT /api/interviews/:id/timeslot': {
    params: ref('common', 'idParamsSchema'),
    body: ref('interviews', 'moveInterviewRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  },
  'GET /api/interviews/:id/calendar.ics': { params: ref('common', 'idParamsSchema') },
};
