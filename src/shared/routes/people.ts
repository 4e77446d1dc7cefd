import { ref, route } from './define.ts';

/** Signing in, staff, the activity log, the event itself and backups. */
export const authRoutes = {
  login: route('POST', '/api/auth/login', 'public', {
    body: ref('auth', 'loginRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  }),
  teamLogin: route('POST', '/api/auth/team-login', 'public', {
    body: ref('auth', 'teamLoginRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  }),
  logout: route('POST', '/api/auth/logout', 'public'),
  /** Restores a remembered team's session; a visitor without one gets 401 from the handler. */
  me: route('GET', '/api/auth/me', 'public', {
    querystring: ref('auth', 'meQuerySchema'),
    response: ref('auth', 'sessionSchema'),
  }),
};

export const staffRoutes = {
  list: route('GET', '/api/staff', 'organiser', { response: ref('staff', 'staffListSchema') }),
  invite: route('POST', '/api/staff', 'organiser', {
    body: ref('staff', 'createStaffRequestSchema'),
    response: ref('staff', 'staffWithInviteSchema'),
  }),
  update: route('PATCH', '/api/staff/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('staff', 'updateStaffRequestSchema'),
    response: ref('staff', 'staffWithInviteSchema'),
  }),
  remove: route('DELETE', '/api/staff/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
  }),
  acceptInvite: route('POST', '/api/staff/invites/accept', 'public', {
    body: ref('staff', 'acceptInviteRequestSchema'),
    response: ref('auth', 'sessionSchema'),
  }),
};

export const auditRoutes = {
  list: route('GET', '/api/audit', 'organiser', {
    querystring: ref('audit', 'auditQuerySchema'),
    response: ref('audit', 'auditPageSchema'),
  }),
  exportCsv: route('GET', '/api/audit/export.csv', 'organiser'),
};

export const eventRoutes = {
  demo: route('GET', '/api/event/demo', 'organiser', { response: ref('event', 'demoEventSchema') }),
  setup: route('GET', '/api/event/setup', 'organiser', {
    response: ref('event', 'eventSetupSchema'),
  }),
  clearDemo: route('POST', '/api/event/clear-demo', 'organiser', {
    response: ref('event', 'demoEventSchema'),
  }),
};

export const operationsRoutes = {
  backup: route('GET', '/api/admin/backup', 'organiser'),
};
