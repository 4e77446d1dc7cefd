import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DEFAULT_TOURNAMENT_DATE } from '../../../shared/constants.ts';
import { formatDate } from '../../lib/date-format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { callEndpoint, endpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { drawnWithAnswer } from '../../lib/page-answers.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { settingsRoutes } from '../../../shared/routes/registration.ts';

const TOURNAMENT_SETTINGS_PATH = settingsRoutes.tournament.path;
const tournamentSettingsSchema = schema('settings', (c) => c.tournamentSettingsSchema);

/** The tournament settings calls, typed by the shared contract (decision 134). */
const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: TOURNAMENT_SETTINGS_PATH,
    response: tournamentSettingsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: TOURNAMENT_SETTINGS_PATH,
    request: schema('settings', (c) => c.updateTournamentSettingsSchema),
    response: tournamentSettingsSchema,
  }),
};

/** What a change of the tournament settings sends (the date always: the PUT requires it). */
type TournamentSettingsChange = RequestOf<typeof settingsApi.update>;

export function tournamentSettingsQueryOptions() {
  return queryOptions({
    queryKey: [TOURNAMENT_SETTINGS_PATH],
    queryFn: endpointQueryFn(settingsApi.get),
  });
}

/**
 * The tournament day as yyyy-mm-dd: the date an administrator set, or the spec's May 3, 2025
 * until one is set (or while the settings cannot be read).
 */
export function useTournamentDate(): string {
  return useSettingsAsDrawn()?.tournamentDate ?? DEFAULT_TOURNAMENT_DATE;
}

/**
 * The settings as far as the page on screen shows them: while React adopts a drawn page, only
 * what it was drawn with (a visitor's page was drawn before any settings were known), so an
 * answer arriving mid-adoption shows once the page is live instead of breaking the adoption.
 */
function useSettingsAsDrawn() {
  const options = tournamentSettingsQueryOptions();
  const { data } = useQuery(options);
  const live = useHydrated();
  return live || drawnWithAnswer(hashKey(options.queryKey)) ? data : undefined;
}

/** The event's name an organiser gave it (the header, page titles), or null until then. */
export function useEventName(): string | null {
  return useSettingsAsDrawn()?.eventName ?? null;
}

/**
 * The venue's IANA zone (decision 154); this phone's own until the settings have loaded. Intl
 * directly, not shared/venue-time.ts: this module is on /register's first load (decision 145).
 */
export function useVenueZone(): string {
  return useSettingsAsDrawn()?.timeZone ?? phoneZone();
}

/** This phone's zone, read once: building an Intl formatter costs a slow phone a millisecond or more. */
let knownPhoneZone: string | undefined;
const phoneZone = () => (knownPhoneZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A yyyy-mm-dd day as a local Date at noon, so no time zone shifts it to another day (spec 7). */
function tournamentDayAtNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** 'May 3, 2025'. */
export function formatTournamentDate(date: string, language: string): string {
  return formatDate(tournamentDayAtNoon(date), language);
}

/** The tournament day as people read it, e.g. 'May 3, 2025'. */
export function useTournamentDateLabel(): string {
  return formatTournamentDate(useTournamentDate(), useLanguage());
}

export function useUpdateTournamentDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentSettingsChange) => callEndpoint(settingsApi.update, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(tournamentSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: [TOURNAMENT_SETTINGS_PATH] });
    },
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const settingsQueryKeys = { tournament: [TOURNAMENT_SETTINGS_PATH] } as const;
