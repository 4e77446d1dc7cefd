import { useEffect, useRef } from 'react';
import { formatTeamCode, normalizeTeamCode } from '../../../shared/team-code.ts';

/** Longer fragments are not ours: they are ignored before any parsing. */
const MAX_FRAGMENT = 200;

/**
 * The registration link printed as a QR code on a team's card (decision 153): the team and its
 * code travel in the fragment, which browsers never send to a server (no log, no Referer holds
 * it), and the registration page removes it from the address bar once read.
 */
export function registrationLink(origin: string, teamId: number, joinCode: string): string {
  return `${origin}/register#team=${teamId}&code=${encodeURIComponent(joinCode)}`;
}

/** The team id and the code (shown grouped) a link's fragment carries, or null. */
export function readCodeLink(hash: string): { teamId: string; joinCode: string } | null {
  if (hash.length > MAX_FRAGMENT) return null;
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const teamId = params.get('team') ?? '';
  const code = normalizeTeamCode(params.get('code') ?? '');
  if (!/^\d{1,10}$/.test(teamId) || code === '') return null;
  return { teamId, joinCode: formatTeamCode(code) };
}

/**
 * After the first render (a prerendered page hydrates without the fragment), hands the link's
 * team and code to the form once, then takes the fragment out of the address bar and history.
 */
export function useCodeFromLink(apply: (link: { teamId: string; joinCode: string }) => void): void {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const link = readCodeLink(window.location.hash);
    if (!link) return;
    apply(link);
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }, [apply]);
}
