import { endpoint, type NoContentEndpoint } from '../../lib/endpoint.ts';

export const TIMESLOTS_PATH = '/api/timeslots';
export const INTERVIEWS_PATH = '/api/interviews';
export const SCHEDULING_SETTINGS_PATH = '/api/settings/scheduling';
export const TEAMS_PATH = '/api/teams';

const interviews = () => import('../../../shared/contract/interviews.ts');
const timeslots = () => import('../../../shared/contract/timeslots.ts');
const scheduling = () => import('../../../shared/contract/scheduling.ts');
const interviewSchema = () => interviews().then((c) => c.interviewSchema);
const schedulingSettingsSchema = () => scheduling().then((c) => c.schedulingSettingsSchema);

/**
 * The scheduling calls (spec 2.6 and 2.7, issue 19), typed by the shared contract (decision 134).
 * Paths with `{id}` are filled in by the caller.
 */
export const schedulingApi = {
  timeslots: endpoint({ method: 'GET', path: TIMESLOTS_PATH, response: () => timeslots().then((c) => c.timeslotListSchema) }),
  createTimeslot: endpoint({
    method: 'POST',
    path: TIMESLOTS_PATH,
    request: () => timeslots().then((c) => c.createTimeslotRequestSchema),
    response: () => timeslots().then((c) => c.timeslotSchema),
  }),
  deleteTimeslot: { method: 'DELETE', path: `${TIMESLOTS_PATH}/{id}` } satisfies NoContentEndpoint<undefined>,
  /** The open slots of the day in the query string (`?date=`). */
  deleteOpenSlots: endpoint({
    method: 'DELETE',
    path: TIMESLOTS_PATH,
    response: () => timeslots().then((c) => c.deleteOpenSlotsResponseSchema),
  }),
  generate: endpoint({
    method: 'POST',
    path: `${TIMESLOTS_PATH}/generate`,
    request: () => scheduling().then((c) => c.generateScheduleRequestSchema),
    response: () => scheduling().then((c) => c.generateScheduleResponseSchema),
  }),
  interviews: endpoint({ method: 'GET', path: INTERVIEWS_PATH, response: () => interviews().then((c) => c.interviewListSchema) }),
  book: endpoint({
    method: 'POST',
    path: INTERVIEWS_PATH,
    request: () => interviews().then((c) => c.createInterviewRequestSchema),
    response: interviewSchema,
  }),
  /** Cancels: the interview stays, as history, with status canceled. */
  cancel: endpoint({ method: 'DELETE', path: `${INTERVIEWS_PATH}/{id}`, response: interviewSchema }),
  setProgress: endpoint({
    method: 'PUT',
    path: `${INTERVIEWS_PATH}/{id}/progress`,
    request: () => interviews().then((c) => c.updateProgressRequestSchema),
    response: interviewSchema,
  }),
  move: endpoint({
    method: 'PUT',
    path: `${INTERVIEWS_PATH}/{id}/timeslot`,
    request: () => interviews().then((c) => c.moveInterviewRequestSchema),
    response: interviewSchema,
  }),
  settings: endpoint({ method: 'GET', path: SCHEDULING_SETTINGS_PATH, response: schedulingSettingsSchema }),
  updateSettings: endpoint({
    method: 'PUT',
    path: SCHEDULING_SETTINGS_PATH,
    request: () => scheduling().then((c) => c.updateSchedulingSettingsSchema),
    response: schedulingSettingsSchema,
  }),
  teams: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: () => import('../../../shared/contract/teams.ts').then((c) => c.teamListSchema),
  }),
};
