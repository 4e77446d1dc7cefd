import { z } from 'zod';
import { teamCodeSchema } from './auth.ts';
import { CONSENT_MESSAGES } from './consent-messages.ts';

export * from './consent-messages.ts';

const REGISTRATION_MIN = { coachName: 2, coachPhone: 10, signature: 2 } as const;

// The length cap aborts: nothing after it (the phone pattern) runs on an oversized value.
const requiredText = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, { error: message, abort: true });

const mustAgree = (message: string) =>
  z.boolean({ error: message }).refine((value) => value, { message });

/**
 * Phone numbers: digits and the usual separators, at least 10 characters (spec section 5), with an
 * optional extension ('x12', 'ext. 12'). Linear: the separators class holds the only space before
 * the extension, so no two parts can match the same characters (decision 101).
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]+(?:(?:x|ext\.?)[ \t]*[0-9]+)?$/i;

/**
 * The consent form's fields (spec sections 3 and 5). Both the form (zodResolver) and the server
 * validate with this schema, so the messages are the same on the page and in API answers.
 */
const consentFieldsSchema = z.object({
  coachName: requiredText(CONSENT_MESSAGES.coachName, REGISTRATION_MIN.coachName, 100),
  coachEmail: z
    .string({ error: CONSENT_MESSAGES.coachEmail })
    .trim()
    .max(254, CONSENT_MESSAGES.coachEmail)
    .pipe(z.email({ error: CONSENT_MESSAGES.coachEmail })),
  coachPhone: requiredText(CONSENT_MESSAGES.coachPhone, REGISTRATION_MIN.coachPhone, 30).regex(
    PHONE_PATTERN,
    CONSENT_MESSAGES.coachPhone,
  ),
  locationTrackingConsent: mustAgree(CONSENT_MESSAGES.locationTrackingConsent),
  behaviorAgreement: mustAgree(CONSENT_MESSAGES.behaviorAgreement),
  safeUseAgreement: mustAgree(CONSENT_MESSAGES.safeUseAgreement),
  damageAgreement: mustAgree(CONSENT_MESSAGES.damageAgreement),
  signature: requiredText(CONSENT_MESSAGES.signature, REGISTRATION_MIN.signature, 100),
});

/** POST /api/teams/{id}/consent: the form plus the team code (DESIGN section 4). */
export const consentRequestSchema = consentFieldsSchema.extend({ joinCode: teamCodeSchema });

/** The standalone registration page also chooses the team (a string from the dropdown). */
export const standaloneRegistrationSchema = consentRequestSchema.extend({
  teamId: z.string({ error: CONSENT_MESSAGES.teamId }).min(1, CONSENT_MESSAGES.teamId),
});

/**
 * A team's consent record. Administrators and the team itself get every field; anyone else
 * gets only that the team registered, when, and the four agreements (decision 012).
 */
export const consentSchema = z.object({
  teamId: z.number().int(),
  locationTrackingConsent: z.boolean(),
  behaviorAgreement: z.boolean(),
  safeUseAgreement: z.boolean(),
  damageAgreement: z.boolean(),
  createdAt: z.string(),
  coachName: z.string().optional(),
  coachEmail: z.string().optional(),
  coachPhone: z.string().optional(),
  signature: z.string().optional(),
});

export type ConsentRequest = z.infer<typeof consentRequestSchema>;
export type Consent = z.infer<typeof consentSchema>;
