import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TEAM_CODE_ALPHABET, TEAM_CODE_LENGTH } from '../../shared/team-code.ts';

/** A random 32-byte token, base64url, for cookies. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 so a database leak does not leak sessions. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Constant-time comparison of two short strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random team code (decision 106), or a shorter random string of the same alphabet. */
export function randomCode(length = TEAM_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += TEAM_CODE_ALPHABET[randomInt(TEAM_CODE_ALPHABET.length)];
  return code;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
