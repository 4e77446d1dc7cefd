import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../shared/contract/auth.ts';
import type { Consent, ConsentRequest } from '../../../shared/contract/consent.ts';
import { CONSENT_ALREADY_EXISTS } from '../../../shared/contract/consent-messages.ts';
import type {
  CreatedTeam,
  CreateTeamRequest,
  ImportedTeams,
  Team,
  TeamListItem,
} from '../../../shared/contract/teams.ts';
import { apiRequest, apiSendText, getQueryFn, isApiError } from '../../lib/api.ts';
import { SESSION_PATH, setSignedIn } from '../auth/index.ts';
import { keyPerBody } from '../../lib/idempotency-key.ts';
import { rememberRegistration } from '../../lib/registration-storage.ts';

const TEAMS_PATH = '/api/teams';

const teamPath = (teamId: number) => `${TEAMS_PATH}/${teamId}`;
const consentPath = (teamId: number) => `${TEAMS_PATH}/${teamId}/consent`;

/** Every team, or only registered ones; administrators also get codes and coach details. */
export function teamsQueryOptions({ registeredOnly = false }: { registeredOnly?: boolean } = {}) {
  return queryOptions<TeamListItem[]>({
    queryKey: registeredOnly ? [TEAMS_PATH, { registeredOnly: 'true' }] : [TEAMS_PATH],
  });
}

export function teamQueryOptions(teamId: number) {
  return queryOptions<Team>({ queryKey: [teamPath(teamId)] });
}

const fetchConsent = getQueryFn<Consent>({ on401: 'throw' });

/**
 * A team's consent, or null when it has none. Spec section 7: a 404 or an error is tolerated
 * and treated as not registered.
 */
export function consentQueryOptions(teamId: number) {
  return queryOptions<Consent | null>({
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
    mutationFn: ({ teamId, consent }: { teamId: number; consent: ConsentRequest }) =>
      apiRequest<Consent>('POST', consentPath(teamId), consent, { idempotencyKey: keyFor([teamId, consent]) }),
    onSuccess: async (_consent, { teamId, consent }) => {
      rememberRegistration(teamId);
      const session = await apiRequest<Session>('GET', SESSION_PATH).catch(() => null);
      const signedIn =
        session?.teamId === teamId
          ? session
          : await apiRequest<Session>('POST', '/api/auth/team-login', { teamId, joinCode: consent.joinCode });
      await setSignedIn(queryClient, signedIn);
    },
  });
}

/** Signs in with a team code; remembers the registration like a fresh one. */
export function useTeamCodeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { teamId: number; joinCode: string }) =>
      apiRequest<Session>('POST', '/api/auth/team-login', request),
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
    mutationFn: async (teamId: number) => {
      try {
        return await apiRequest<Session>('GET', `${SESSION_PATH}?teamId=${teamId}`);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    onSuccess: async (session, teamId) => {
      if (!session) return;
      rememberRegistration(teamId);
      await setSignedIn(queryClient, session);
    },
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTeamRequest) =>
      apiRequest<CreatedTeam>('POST', TEAMS_PATH, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}

/** PATCH /api/teams/{id} (admin): set or clear a team's number (issue 22). */
export function useSetTeamNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: string | null }) => apiRequest<TeamListItem>('PATCH', `${TEAMS_PATH}/${id}`, { number }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}

export function useImportTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiSendText<ImportedTeams>('POST', `${TEAMS_PATH}/import`, csv, 'text/csv; charset=utf-8'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}
