import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { setSignedIn } from '../auth/index.ts';
import { auditRoutes, staffRoutes } from '../../../shared/routes/people.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const STAFF_PATH = staffRoutes.list.path;

/** The people calls, typed by the shared contract (decision 134). */
const staffApi = {
  list: endpoint({
    method: 'GET',
    path: STAFF_PATH,
    response: schema('staff', (c) => c.staffListSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: STAFF_PATH,
    request: schema('staff', (c) => c.createStaffRequestSchema),
    response: schema('staff', (c) => c.staffWithInviteSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: staffRoutes.update.path,
    request: schema('staff', (c) => c.updateStaffRequestSchema),
    response: schema('staff', (c) => c.staffWithInviteSchema),
  }),
  remove: {
    method: 'DELETE',
    path: staffRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
  accept: endpoint({
    method: 'POST',
    path: staffRoutes.acceptInvite.path,
    request: schema('staff', (c) => c.acceptInviteRequestSchema),
    response: schema('auth', (c) => c.sessionSchema),
  }),
};

export type StaffUpdate = RequestOf<typeof staffApi.update>;

function staffQueryOptions() {
  return queryOptions({ queryKey: [STAFF_PATH], queryFn: endpointQueryFn(staffApi.list) });
}

/**
 * Everyone who runs the event (organisers only). Asked again each time the tab opens and the
 * window comes back: an invite accepted on another device shows as 'Signed up' then.
 */
export function useStaff() {
  return useQuery({
    ...staffQueryOptions(),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [STAFF_PATH] });
}

export function useInviteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: RequestOf<typeof staffApi.invite>) =>
      callEndpoint(staffApi.invite, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffUpdate }) =>
      callEndpoint(staffApi.update, { body, path: pathOf(staffRoutes.update, { id }) }),
    onSuccess: refresh,
  });
}

export function useRemoveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(staffApi.remove, { path: pathOf(staffRoutes.remove, { id }) }),
    onSuccess: refresh,
  });
}

/** Accepting an invite signs this browser in as the new person. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof staffApi.accept>) =>
      callEndpoint(staffApi.accept, { body }),
    onSuccess: (session) => setSignedIn(queryClient, session),
  });
}

/** The link an invited person opens: the token rides in the fragment, never sent to a server. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/invite#token=${encodeURIComponent(token)}`;
}

/** The token an invite link's fragment carries, or null. */
export function readInviteToken(hash: string): string | null {
  if (hash.length > 200) return null;
  const token = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('token') ?? '';
  return /^[\w-]{20,100}$/.test(token) ? token : null;
}

const AUDIT_PATH = auditRoutes.list.path;

const auditApi = {
  page: endpoint({
    method: 'GET',
    path: AUDIT_PATH,
    response: schema('audit', (c) => c.auditPageSchema),
  }),
};

export interface AuditFilter {
  actor: string;
  action: string;
}

/** The filters as a query string (empty ones left out), with `extra` such as the page cursor. */
function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filter.actor.trim()) params.set('actor', filter.actor.trim());
  if (filter.action.trim()) params.set('action', filter.action.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Admin -> Activity: the log a page at a time, newest first (decision 260). */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [AUDIT_PATH, filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(auditApi.page, {
        path: `${AUDIT_PATH}${auditQuery(filter, pageParam === null ? {} : { before: String(pageParam) })}`,
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The same filters as a CSV download. */
export const auditCsvHref = (filter: AuditFilter) =>
  `${auditRoutes.exportCsv.path}${auditQuery(filter)}`;

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const staffQueryKeys = { staff: [STAFF_PATH], audit: [AUDIT_PATH] } as const;
