import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayResponse } from '../../../shared/contract/display.ts';
import { getQueryFn } from '../../lib/api.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';

/** Polled only while the live stream is down; live events refresh it otherwise. */
const FALLBACK_POLL_MS = 15_000;

/** GET /api/display in this screen's zone: the tournament day's booked interviews. */
function displayQueryOptions() {
  return queryOptions({
    queryKey: ['/api/display'],
    queryFn: getQueryFn<DisplayResponse>({ on401: 'throw' }),
  });
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
