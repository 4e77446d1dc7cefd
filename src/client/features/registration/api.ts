import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSENT_ALREADY_EXISTS } from '../../../shared/contract/consent-messages.ts';
import { isApiError } from '../../lib/api.ts';
import { callEndpoint, endpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { readSession, setSignedIn, signInWithTeamCode } from '../auth/index.ts';
import { keyPerBody } from '../../lib/idempotency-key.ts';
import { rememberRegistration } from '../../lib/registration-storage.ts';
import { consentRoutes, teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

export const TEAMS_PATH = teamsRoutes.list.path;

const teamPath = (teamId: number) => pathOf(teamsRoutes.get, { id: teamId });
const consentPath = (teamId: number) => pathOf(consentRoutes.get, { id: teamId });
export const teamListItemSchema = schema('teams', (c) => c.teamListItemSchema);
const consentSchema = schema('consent', (c) => c.consentSchema);

/** The team and registration calls (spec 2.2 to 2.5), typed by the shared contract (decision 134). */
const registrationApi = {
  teams: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  team: endpoint({ method: 'GET', path: teamsRoutes.get.path, response: teamListItemSchema }),
  consent: endpoint({ method: 'GET', path: consentRoutes.get.path, response: consentSchema }),
  submitConsent: endpoint({
    method: 'POST',
    path: consentRoutes.submit.path,
    request: schema('consent', (c) => c.consentRequestSchema),
    response: consentSchema,
  }),
};

/** Every team, or only registered ones; administrators also get codes and coach details. */
export function teamsQueryOptions({ registeredOnly = false }: { registeredOnly?: boolean } = {}) {
  return queryOptions({
    queryKey: registeredOnly ? [TEAMS_PATH, { registeredOnly: 'true' }] : [TEAMS_PATH],
    queryFn: endpointQueryFn(registrationApi.teams),
  });
}

export function teamQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: [teamPath(teamId)],
    queryFn: endpointQueryFn(registrationApi.team),
  });
}

const fetchConsent = endpointQueryFn(registrationApi.consent);

/**
 * A team's consent, or null when it has none. Spec section 7: a 404 or an error is tolerated
 * and treated as not registered.
 */
export function consentQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: [consentPath(teamId)],
    queryFn: async (context) => {
      try {
        return await fetchConsent(context);
      } catch (error) {
        if (context.signal.aborted) throw error;
        return null;
      }
    },
  });
}

/** A second consent for a team (409, or the spec's 400 with this message): it is registered. */
export function isAlreadyRegisteredError(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 409 || error.body.message === CONSENT_ALREADY_EXISTS)
  );
}

/**
 * Signs the consent form with the team code. The server signs this browser in as the team; the
 * browser remembers the registration (spec section 4) and the session is read again.
 *
 * The same form sent again (a double tap, a retry on bad Wi-Fi) carries the same Idempotency-Key,
 * so the server registers once and replays its first answer (decision 145). A replay sets no
 * cookie: when the first answer (and its cookie) was lost, the team code signs this browser in.
 */
export function useSubmitConsent() {
  const queryClient = useQueryClient();
  const [keyFor] = useState(keyPerBody);
  return useMutation({
    mutationFn: ({
      teamId,
      consent,
    }: {
      teamId: number;
      consent: RequestOf<typeof registrationApi.submitConsent>;
    }) =>
      callEndpoint(registrationApi.submitConsent, {
        body: consent,
        path: consentPath(teamId),
        idempotencyKey: keyFor([teamId, consent]),
      }),
    onSuccess: async (_consent, { teamId, consent }) => {
      rememberRegistration(teamId);
      const session = await readSession().catch(() => null);
      const signedIn =
        session?.teamId === teamId
          ? session
          : await signInWithTeamCode({ teamId, joinCode: consent.joinCode });
      await setSignedIn(queryClient, signedIn);
    },
  });
}

/** Signs in with a team code; remembers the registration like a fresh one. */
export function useTeamCodeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { teamId: number; joinCode: string }) => signInWithTeamCode(request),
    onSuccess: async (session, { teamId }) => {
      rememberRegistration(teamId);
      await setSignedIn(queryClient, session);
    },
  });
}

/**
 * Restores this device's session for a team it registered or signed in before (the server
 * honours it only with the device's remember cookie). Resolves to null when it cannot.
 */
export function useRestoreTeamSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => readSession({ teamId }),
    onSuccess: async (session, teamId) => {
      if (!session) return;
      rememberRegistration(teamId);
      await setSignedIn(queryClient, session);
    },
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const registrationQueryKeys = { teams: [TEAMS_PATH] } as const;
