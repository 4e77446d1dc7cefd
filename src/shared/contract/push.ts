import { z } from 'zod';
import type { AlertWords } from '../alert-texts.ts';
import { LANGUAGES } from '../languages.ts';

/** Web Push: the browser's subscription, the server's key, and what a push carries. */

export const PUSH_MESSAGES = {
  endpointInvalid: 'The push endpoint must be a web address',
  endpointNotAllowed: 'This push service is not allowed. Use a browser’s own push service.',
  endpointNotHttps: 'The push endpoint must use https',
  p256dhInvalid: 'keys.p256dh must be the browser’s P-256 public key (87 base64url characters)',
  authInvalid: 'keys.auth must be the browser’s 16-byte auth secret (22 base64url characters)',
  notSubscribed: 'No alerts are turned on for this browser',
} as const;

/**
 * Browsers a team (or an administrator) gets alerts on at most: a new one past it replaces the
 * oldest. A team's phones and laptops fit; a script registering thousands does not (decision 230).
 */
export const PUSH_SUBSCRIPTIONS_PER_OWNER = 20;

/** Longest endpoint accepted; vendors' endpoints are a few hundred characters. */
const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** Only base64url characters, checked with a loop (no pattern to backtrack). */
export function isBase64Url(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok =
      (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

/** An uncompressed P-256 point (65 bytes, first byte 0x04) is 87 characters starting with B. */
const p256dhSchema = z
  .string({ error: PUSH_MESSAGES.p256dhInvalid })
  .max(87, { error: PUSH_MESSAGES.p256dhInvalid, abort: true })
  .refine((key) => key.length === 87 && key.startsWith('B') && isBase64Url(key), {
    error: PUSH_MESSAGES.p256dhInvalid,
  });

const authSecretSchema = z
  .string({ error: PUSH_MESSAGES.authInvalid })
  .max(22, { error: PUSH_MESSAGES.authInvalid, abort: true })
  .refine((key) => key.length === 22 && isBase64Url(key), { error: PUSH_MESSAGES.authInvalid });

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: PUSH_MESSAGES.endpointInvalid, abort: true })
  .refine((endpoint) => URL.canParse(endpoint), { error: PUSH_MESSAGES.endpointInvalid });

/** What `language` a subscription records: the phone's interface language, English if left out. */
export const pushLanguageSchema = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.join(', ')}`,
});

/** What `PushSubscription.toJSON()` gives (expirationTime and extra fields are ignored). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    { p256dh: p256dhSchema, auth: authSecretSchema },
    { error: 'keys must hold p256dh and auth' },
  ),
  /** The phone's interface language: alerts are written in it (English when left out). */
  language: pushLanguageSchema.optional(),
});

export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionSavedSchema = z.object({ endpoint: z.string() });

/** What each push says, and what the live event of the same alert carries. */
type AlertType =
  | 'interview.reminder'
  | 'interview.changed'
  | 'message.received'
  | 'announcement'
  | 'queue.call'
  | 'schedule.changed';

export interface PushPayload {
  type: AlertType;
  /** In the subscription's language (a push), or English (a live alert, which carries `words`). */
  title: string;
  body: string;
  /** The app page a tap on the notification opens (a path on the app's own origin). */
  url: string;
  /** On a live alert: the words as catalogue keys, so the page shows them in its own language. */
  words?: AlertWords;
}

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/**
 * DELETE /api/teams/{id}/sessions (organiser): a team signed out on every device (a lost or
 * handed-on phone): its sessions, remembered devices and the alerts they turned on (decision 248).
 */
export const teamSignedOutSchema = z.object({ signedOut: z.number().int() });
export type TeamSignedOut = z.infer<typeof teamSignedOutSchema>;
