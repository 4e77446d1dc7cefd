import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callNoContent, endpoint, endpointQueryFn } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { coEditingApi, SHARED_DRAWINGS_PATH, sharesPath } from './co-editing/endpoints.ts';
import { drawingsRoutes } from '../../../shared/routes/drawings.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** Sharing a board with an alliance partner (decision 290): the lists and the two writes. */

const TEAMS_PATH = teamsRoutes.list.path;
const teamsApi = {
  list: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: schema('teams', (c) => c.teamListSchema),
  }),
};

/** Registered teams, to choose a partner from (the same query the team pickers use). */
export function partnerTeamsQueryOptions() {
  return queryOptions({
    queryKey: [TEAMS_PATH, { registeredOnly: 'true' }],
    queryFn: endpointQueryFn(teamsApi.list),
  });
}

/** Boards other teams shared with this one (`drawings.changed` refreshes it, a revoke included). */
export function sharedDrawingsQueryOptions() {
  return queryOptions({
    queryKey: [SHARED_DRAWINGS_PATH],
    queryFn: endpointQueryFn(coEditingApi.shared),
  });
}

export function sharesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [sharesPath(id)],
    queryFn: endpointQueryFn(coEditingApi.shares),
  });
}

export function useShareBoard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { teamId: number; canEdit: boolean }) =>
      callEndpoint(coEditingApi.share, { path: sharesPath(id), body }),
    onSuccess: (shares) => queryClient.setQueryData(sharesQueryOptions(id).queryKey, shares),
  });
}

export function useRevokeShare(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) =>
      callNoContent(coEditingApi.revoke, { path: pathOf(drawingsRoutes.unshare, { id, teamId }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions(id).queryKey }),
  });
}
