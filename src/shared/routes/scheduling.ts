import { ref, route } from './define.ts';

/** Timeslots, interviews, the display and the scheduling settings. */
export const schedulingSettingsRoutes = {
  scheduling: route('GET', '/api/settings/scheduling', 'public', {
    response: ref('scheduling', 'schedulingSettingsSchema'),
  }),
  updateScheduling: route('PUT', '/api/settings/scheduling', 'organiser', {
    body: ref('scheduling', 'updateSchedulingSettingsSchema'),
    response: ref('scheduling', 'schedulingSettingsSchema'),
  }),
};

export const displayRoutes = {
  get: route('GET', '/api/display', 'public', {
    querystring: ref('display', 'displayQuerySchema'),
    response: ref('display', 'displayResponseSchema'),
  }),
};

export const timeslotsRoutes = {
  list: route('GET', '/api/timeslots', 'public', {
    querystring: ref('timeslots', 'timeslotsQuerySchema'),
    response: ref('timeslots', 'timeslotListSchema'),
  }),
  create: route('POST', '/api/timeslots', 'organiser', {
    body: ref('timeslots', 'createTimeslotRequestSchema'),
    response: ref('timeslots', 'timeslotSchema'),
  }),
  generate: route('POST', '/api/timeslots/generate', 'organiser', {
    body: ref('scheduling', 'generateScheduleRequestSchema'),
    response: ref('scheduling', 'generateScheduleResponseSchema'),
  }),
  remove: route('DELETE', '/api/timeslots/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
  }),
  removeOpen: route('DELETE', '/api/timeslots', 'organiser', {
    querystring: ref('timeslots', 'deleteOpenSlotsQuerySchema'),
    response: ref('timeslots', 'deleteOpenSlotsResponseSchema'),
  }),
  exportCsv: route('GET', '/api/timeslots/export.csv', 'organiser'),
  judgesSchedule: route('GET', '/api/timeslots/judges-schedule', 'organiser'),
};

export const interviewsRoutes = {
  list: route('GET', '/api/interviews', 'signedIn', {
    querystring: ref('interviews', 'interviewsQuerySchema'),
    response: ref('interviews', 'interviewListSchema'),
  }),
  book: route('POST', '/api/interviews', 'teamOrOrganiser', {
    body: ref('interviews', 'createInterviewRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  }),
  cancel: route('DELETE', '/api/interviews/:id', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    response: ref('interviews', 'interviewSchema'),
  }),
  progress: route('PUT', '/api/interviews/:id/progress', 'judging', {
    params: ref('common', 'idParamsSchema'),
    body: ref('interviews', 'updateProgressRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  }),
  move: route('PUT', '/api/interviews/:id/timeslot', 'organiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('interviews', 'moveInterviewRequestSchema'),
    response: ref('interviews', 'interviewSchema'),
  }),
  calendar: route('GET', '/api/interviews/:id/calendar.ics', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
  }),
};
