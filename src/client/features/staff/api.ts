import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callNoContent, endpoint, endpointQueryFn, type NoContentEndpoint, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { setSignedIn } from '../auth/index.ts';

const STAFF_PATH = '/api/staff';

/** The people calls, typed by the shared contract (decision 134). */
const staffApi = {
  list: endpoint({ method: 'GET', path: STAFF_PATH, response: schema('staff', (c) => c.staffListSchema) }),
  invite: endpoint({
    method: 'POST',
    path: STAFF_PATH,
    request: schema('staff', (c) => c.createStaffRequestSchema),
    response: schema('staff', (c) => c.staffWithInviteSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${STAFF_PATH}/{id}`,
    request: schema('staff', (c) => c.updateStaffRequestSchema),
    response: schema('staff', (c) => c.staffWithInviteSchema),
  }),
  remove: { method: 'DELETE', path: `${STAFF_PATH}/{id}` } satisfies NoContentEndpoint<undefined>,
  accept: endpoint({
    method: 'POST',
    path: `${STAFF_PATH}/invites/accept`,
    request: schema('staff', (c) => c.acceptInviteRequestSchema),
    response: schema('auth', (c) => c.sessionSchema),
  }),
};

export type StaffUpdate = RequestOf<typeof staffApi.update>;

function staffQueryOptions() {
  return queryOptions({ queryKey: [STAFF_PATH], queryFn: endpointQueryFn(staffApi.list) });
}

/** Everyone who runs the event (organisers only). */
export function useStaff() {
  return useQuery(staffQueryOptions());
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [STAFF_PATH] });
}

export function useInviteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: RequestOf<typeof staffApi.invite>) => callEndpoint(staffApi.invite, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffUpdate }) => callEndpoint(staffApi.update, { body, path: `${STAFF_PATH}/${id}` }),
    onSuccess: refresh,
  });
}

export function useRemoveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: number) => callNoContent(staffApi.remove, { path: `${STAFF_PATH}/${id}` }),
    onSuccess: refresh,
  });
}

/** Accepting an invite signs this browser in as the new person. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof staffApi.accept>) => callEndpoint(staffApi.accept, { body }),
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
