import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import i18next from 'i18next';
import type { Session as SessionDto } from '../../../shared/contract/auth.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { callEndpoint, callNoContent, type RequestOf } from '../../lib/endpoint.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { forgetSessionData } from '../../lib/session-data.ts';
import { authApi, SESSION_PATH } from './endpoints.ts';
import { sessionQueryKey, sessionQueryOptions } from './session-query.ts';

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

/** Signs this browser in as a team with its team code. */
export function signInWithTeamCode(body: RequestOf<typeof authApi.teamLogin>): Promise<SessionDto> {
  return callEndpoint(authApi.teamLogin, { body });
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
