import { useState } from 'react';
import type { Session } from '../auth/index.ts';

export type Arrival = 'loading' | 'signed-in' | 'signed-out';

/**
 * Whether the user was signed in when they arrived on a registration screen. It is fixed once
 * known, so registering on the page (which signs the team in) shows the page's own success
 * state rather than 'Already Registered'.
 */
export function useArrivalSession(
  session: Pick<Session, 'isLoading' | 'isAuthenticated'>,
): Arrival {
  const [arrival, setArrival] = useState<Arrival>('loading');
  if (arrival === 'loading' && !session.isLoading) {
    const next = session.isAuthenticated ? 'signed-in' : 'signed-out';
    setArrival(next);
    return next;
  }
  return arrival;
}
