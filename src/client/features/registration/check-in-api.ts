import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { TEAMS_PATH, teamListItemSchema } from './api.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** PUT /api/teams/{id}/check-in (volunteers and organisers, decision 259). */
const checkInApi = endpoint({
  method: 'PUT',
  path: teamsRoutes.checkIn.path,
  request: schema('staff', (c) => c.checkInRequestSchema),
  response: teamListItemSchema,
});

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checkedIn }: { id: number; checkedIn: boolean }) =>
      callEndpoint(checkInApi, { body: { checkedIn }, path: pathOf(teamsRoutes.checkIn, { id }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}
