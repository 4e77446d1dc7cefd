/**
 * What other features may use of auth (the boundary rule in eslint.config.js, decision 133):
 * who is signed in, signing out, and the session cache a sign-in fills;
 * reading a session and signing in with a team code, for registration.
 */
export { setSignedIn, signInWithTeamCode, useLogout, useSession, type Session } from './api.ts';
export { readSession } from './session-query.ts';
