import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_DATA_ID } from '../../../shared/constants.ts';
import type { Session as SessionDto } from '../../../shared/contract/auth.ts';
import { isApiError } from '../../lib/api.ts';
import { callEndpoint, checkResponse } from '../../lib/endpoint.ts';
import { rememberedTeamId } from '../../lib/registration-storage.ts';
import { authApi, SESSION_PATH, sessionSchema } from './endpoints.ts';

export const sessionQueryKey = [SESSION_PATH] as const;

/**
 * This browser's session, or null when signed out (401). With `teamId`, the session of a team
 * this device registered or signed in before (the server honours it only with the device's
 * remember cookie).
 */
export async function readSession({
  teamId,
  signal,
}: { teamId?: number; signal?: AbortSignal } = {}): Promise<SessionDto | null> {
  const path = teamId === undefined ? SESSION_PATH : `${SESSION_PATH}?teamId=${teamId}`;
  try {
    return await callEndpoint(authApi.me, { path, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Spec section 4: check the session; when signed out but this browser remembers a registration,
 * retry once with that team id (the server honours it only with this device's remember cookie).
 * A failed check (venue Wi-Fi, a server restarting) is logged and keeps the session known before,
 * or counts as signed out when there was none: only the server's 401 says a session is over, and
 * that forgets the team's data on this browser (decision 234).
 */
async function loadSession({
  signal,
  client,
}: {
  signal: AbortSignal;
  client: QueryClient;
}): Promise<SessionDto | null> {
  try {
    const session = await readSession({ signal });
    if (session) return session;
    const teamId = rememberedTeamId();
    if (teamId === null) return null;
    return await readSession({ teamId, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Session check failed; continuing as before.', error);
    return client.getQueryData<SessionDto | null>(sessionQueryKey) ?? null;
  }
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: loadSession });
}

/**
 * Learns this browser's session before the first page draws, so a signed-in phone's first screen
 * is its own and not a visitor's page swapped for it a moment later (that swap was the signed-in
 * home's layout shift and late largest paint): from the page itself when the server wrote it
 * there (decision 214), else by asking. Offline it asks nothing.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  const carried = await sessionInPage();
  if (carried) queryClient.setQueryData(sessionQueryKey, carried);
  else if (navigator.onLine) await queryClient.prefetchQuery(sessionQueryOptions());
}

/**
 * The session the server wrote into this page for a signed-in browser (decision 214), as GET
 * /api/auth/me answers it; null when the page has none (signed out, or the service worker's shell
 * offline). Read once: a later page of this app is drawn by the app, not loaded.
 */
async function sessionInPage(): Promise<SessionDto | null> {
  const element = document.getElementById(SESSION_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return await checkResponse(
      sessionSchema,
      JSON.parse(element.textContent),
      "the page's session",
    );
  } catch (error) {
    console.warn('The session in the page could not be read; asking the server.', error);
    return null;
  }
}
