import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoint, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { uploadToEndpoint } from '../../lib/upload-endpoint.ts';
import { TEAMS_PATH, teamListItemSchema } from './api.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** The administrators' team calls (spec 2.9), typed by the shared contract (decision 134). */
const teamsAdminApi = {
  create: endpoint({
    method: 'POST',
    path: TEAMS_PATH,
    request: schema('teams', (c) => c.createTeamRequestSchema),
    response: schema('teams', (c) => c.createdTeamSchema),
  }),
  setNumber: endpoint({
    method: 'PATCH',
    path: teamsRoutes.update.path,
    request: schema('teams', (c) => c.updateTeamNumberSchema),
    response: teamListItemSchema,
  }),
  /** A CSV file, sent as it is. */
  import: endpoint({
    method: 'POST',
    path: teamsRoutes.import.path,
    response: schema('teams', (c) => c.importedTeamsSchema),
  }),
  signOutEverywhere: endpoint({
    method: 'DELETE',
    path: teamsRoutes.signOut.path,
    response: schema('push', (c) => c.teamSignedOutSchema),
  }),
};

/** DELETE /api/teams/{id}/sessions (organiser): the team signed out on every device, its alerts with it (decision 248). */
export function useSignOutTeamEverywhere() {
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(teamsAdminApi.signOutEverywhere, { path: pathOf(teamsRoutes.signOut, { id }) }),
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof teamsAdminApi.create>) =>
      callEndpoint(teamsAdminApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}

/** PATCH /api/teams/{id} (admin): set or clear a team's number. */
export function useSetTeamNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: string | null }) =>
      callEndpoint(teamsAdminApi.setNumber, {
        body: { number },
        path: pathOf(teamsRoutes.update, { id }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}

export function useImportTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      uploadToEndpoint(teamsAdminApi.import, { text: csv, contentType: 'text/csv; charset=utf-8' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_PATH] }),
  });
}
