import { route } from './define.ts';

/** Signing in, staff, the activity log, the event itself and backups. */
export const authRoutes = {
  login: route('POST', '/api/auth/login', 'public'),
  teamLogin: route('POST', '/api/auth/team-login', 'public'),
  logout: route('POST', '/api/auth/logout', 'public'),
  /** Restores a remembered team's session; a visitor without one gets 401 from the handler. */
  me: route('GET', '/api/auth/me', 'public'),
};

export const staffRoutes = {
  list: route('GET', '/api/staff', 'organiser'),
  invite: route('POST', '/api/staff', 'organiser'),
  update: route('PATCH', '/api/staff/:id', 'organiser'),
  remove: route('DELETE', '/api/staff/:id', 'organiser'),
  acceptInvite: route('POST', '/api/staff/invites/accept', 'public'),
};

export const auditRoutes = {
  list: route('GET', '/api/audit', 'organiser'),
  exportCsv: route('GET', '/api/audit/export.csv', 'organiser'),
};

export const eventRoutes = {
  demo: route('GET', '/api/event/demo', 'organiser'),
  setup: route('GET', '/api/event/setup', 'organiser'),
  clearDemo: route('POST', '/api/event/clear-demo', 'organiser'),
};

export const operationsRoutes = {
  backup: route('GET', '/api/admin/backup', 'organiser'),
};
