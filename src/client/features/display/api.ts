import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, endpointQueryFn } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { displayRoutes } from '../../../shared/routes/scheduling.ts';

/** Polled only while the live stream is down; live events refresh it otherwise. */
const FALLBACK_POLL_MS = 15_000;

const DISPLAY_PATH = displayRoutes.get.path;

/** The public now/next board's one call, typed by the shared contract (decision 134). */
const displayApi = endpoint({
  method: 'GET',
  path: DISPLAY_PATH,
  response: schema('display', (c) => c.displayResponseSchema),
});

/** GET /api/display: the tournament day's booked interviews. */
function displayQueryOptions() {
  return queryOptions({ queryKey: [DISPLAY_PATH], queryFn: endpointQueryFn(displayApi) });
}

export function useDisplayBoard() {
  const live = useLiveConnected();
  return useQuery({ ...displayQueryOptions(), refetchInterval: live ? false : FALLBACK_POLL_MS });
}

/** The time, once a second, for the countdowns; one timer, cleared with the page. */
export function useSecondClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const displayQueryKeys = { display: [DISPLAY_PATH] } as const;
