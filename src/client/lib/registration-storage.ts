import { STORAGE_KEYS } from '../../shared/constants.ts';

/** localStorage can throw (private mode, disabled storage); treat that as empty. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The team this device registered, when the browser remembers a completed registration. */
export function rememberedTeamId(): number | null {
  if (read(STORAGE_KEYS.registrationComplete) !== 'true') return null;
  const raw = read(STORAGE_KEYS.registeredTeamId);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec section 4: after registration the browser remembers the team. */
export function rememberRegistration(teamId: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, String(teamId));
  } catch {
    // Storage unavailable: the session cookie still signs the team in.
  }
}

/** Spec section 4: logout clears both keys. */
export function forgetRegistration(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.registrationComplete);
    window.localStorage.removeItem(STORAGE_KEYS.registeredTeamId);
  } catch {
    // Nothing to clear.
  }
}
