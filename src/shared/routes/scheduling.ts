import { route } from './define.ts';

/** Timeslots, interviews, the display and the scheduling settings. */
export const schedulingSettingsRoutes = {
  scheduling: route('GET', '/api/settings/scheduling', 'public'),
  updateScheduling: route('PUT', '/api/settings/scheduling', 'organiser'),
};

export const displayRoutes = {
  get: route('GET', '/api/display', 'public'),
};

export const timeslotsRoutes = {
  list: route('GET', '/api/timeslots', 'public'),
  create: route('POST', '/api/timeslots', 'organiser'),
  generate: route('POST', '/api/timeslots/generate', 'organiser'),
  remove: route('DELETE', '/api/timeslots/:id', 'organiser'),
  removeOpen: route('DELETE', '/api/timeslots', 'organiser'),
  exportCsv: route('GET', '/api/timeslots/export.csv', 'organiser'),
  judgesSchedule: route('GET', '/api/timeslots/judges-schedule', 'organiser'),
};

export const interviewsRoutes = {
  list: route('GET', '/api/interviews', 'signedIn'),
  book: route('POST', '/api/interviews', 'teamOrOrganiser'),
  cancel: route('DELETE', '/api/interviews/:id', 'teamOrOrganiser'),
  progress: route('PUT', '/api/interviews/:id/progress', 'judging'),
  move: route('PUT', '/api/interviews/:id/timeslot', 'organiser'),
  calendar: route('GET', '/api/interviews/:id/calendar.ics', 'teamOrOrganiser'),
};
