import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import i18next from 'i18next';
import { SESSION_DATA_ID } from '../../../shared/constants.ts';
import type { Session as SessionDto } from '../../../shared/contract/auth.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import {
  callEndpoint,
  callNoContent,
  checkResponse,
  endpoint,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { rememberedTeamId } from '../../lib/registration-storage.ts';
import { forgetSessionData } from '../../lib/session-data.ts';
import { authRoutes } from '../../../shared/routes/people.ts';

const SESSION_PATH = authRoutes.me.path;
export const sessionQueryKey = [SESSION_PATH] as const;
const sessionSchema = schema('auth', (c) => c.sessionSchema);

/** The sign-in calls (spec section 4), typed by the shared contract (decision 134). */
const authApi = {
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

/** Spec section 3 "Session", with the signed-in team (null for admins and visitors). */
export interface Session {
  userId: number | null;
  username: string | null;
  isAdmin: boolean;
  isAuthenticated: boolean;
  isLoading: boolean;
  teamId: number | null;
  /** The signed-in team's number, shown beside its name. */
  teamNumber: string | null;
  /** Who is signed in: a team or a staff role (organiser, judge, volunteer); null signed out. */
  role: SessionDto['role'] | null;
  /** A judge's rooms; empty for everyone else. */
  rooms: string[];
  /** An organiser, a judge or a volunteer. */
  isStaff: boolean;
  /** The signed-in team was checked in at the venue. */
  checkedIn: boolean;
}

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

/** Signs this browser in as a team with its team code. */
export function signInWithTeamCode(body: RequestOf<typeof authApi.teamLogin>): Promise<SessionDto> {
  return callEndpoint(authApi.teamLogin, { body });
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

function sessionQueryOptions() {
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

export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  return {
    userId: data?.userId ?? null,
    username: data?.username ?? null,
    isAdmin: data?.isAdmin ?? false,
    isAuthenticated: Boolean(data),
    isLoading: isPending,
    teamId: data?.teamId ?? null,
    teamNumber: data?.teamNumber ?? null,
    role: data?.role ?? null,
    rooms: data?.rooms ?? NO_ROOMS,
    isStaff: data ? data.role !== 'team' : false,
    checkedIn: data?.checkedIn ?? false,
  };
}

const NO_ROOMS: string[] = [];

/** Refreshes every cached read except the session itself. */
function invalidateAllButSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_PATH });
}

/** Stores a fresh session and refreshes everything else (spec section 4). */
export function setSignedIn(queryClient: QueryClient, session: SessionDto): Promise<void> {
  queryClient.setQueryData(sessionQueryKey, session);
  return invalidateAllButSession(queryClient);
}

/** Wrong credentials get the spec's text; rate limits say so; outages are not blamed on the password. */
function loginFailureDescription(error: unknown): string {
  const failed = i18next.t('adminLogin.failedText', { ns: 'registration' });
  if (!isApiError(error) || error.status >= 500)
    return i18next.t('adminLogin.unreachable', { ns: 'registration' });
  if (error.status === 401 || error.status === 400) return failed;
  return errorMessage(error, failed);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: RequestOf<typeof authApi.login>) => {
      try {
        return await callEndpoint(authApi.login, { body: credentials });
      } catch (error) {
        toast({
          title: i18next.t('adminLogin.failedTitle', { ns: 'registration' }),
          description: loginFailureDescription(error),
          variant: 'destructive',
        });
        throw error;
      }
    },
    onSuccess: async (session) => {
      await setSignedIn(queryClient, session);
      toast({
        title: i18next.t('adminLogin.successTitle', { ns: 'registration' }),
        description: i18next.t('adminLogin.successText', { ns: 'registration' }),
        variant: 'success',
      });
    },
  });
}

export interface LogoutOptions {
  /** The toast text when the server refuses (the home page adds ' Please try again.'). */
  failureDescription?: string;
  /** Where to go once signed out, e.g. '/register' from the home page (spec section 2.5). */
  redirectTo?: string;
}

/**
 * Spec section 4 "Logout". The redirect runs in the mutation's own `onSuccess`, which TanStack
 * Query calls even after the calling component unmounted (per-call `mutate(_, {onSuccess})`
 * callbacks are dropped then): a Logout button usually disappears as soon as the session ends.
 */
export function useLogout({ failureDescription, redirectTo }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => callNoContent(authApi.logout),
    onSuccess: async () => {
      // Everything the team left in this browser (decision 234): answers in memory at once, so the
      // page draws signed out; then what is kept offline, in storage and in caches, and the
      // browser's push subscription. The next person on this phone finds none of it.
      const forgotten = forgetSessionData(queryClient, null);
      if (redirectTo !== undefined) navigate(redirectTo);
      toast({
        title: i18next.t('common:logout.doneTitle'),
        description: i18next.t('common:logout.doneText'),
      });
      await forgotten;
    },
    onError: () => {
      toast({
        title: i18next.t('common:logout.failedTitle'),
        description: failureDescription ?? i18next.t('common:logout.failedText'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const authQueryKeys = { session: sessionQueryKey } as const;
