import { endpoint, type NoContentEndpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { authRoutes } from '../../../shared/routes/people.ts';

export const SESSION_PATH = authRoutes.me.path;
export const sessionSchema = schema('auth', (c) => c.sessionSchema);

/** The sign-in calls (spec section 4), typed by the shared contract (decision 134). */
export const authApi = {
  me: endpoint({ method: 'GET', path: SESSION_PATH, response: sessionSchema }),
  login: endpoint({
    method: 'POST',
    path: authRoutes.login.path,
    request: schema('auth', (c) => c.loginRequestSchema),
    response: sessionSchema,
  }),
  teamLogin: endpoint({
    method: 'POST',
    path: authRoutes.teamLogin.path,
    request: schema('auth', (c) => c.teamLoginRequestSchema),
    response: sessionSchema,
  }),
  logout: { method: 'POST', path: authRoutes.logout.path } satisfies NoContentEndpoint<undefined>,
};
