import { z } from 'zod';
import { isoInstantSchema } from './common.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Organiser announcements: title 1 to 80 characters, body 1 to 500. */
const ANNOUNCEMENT_LIMITS = { title: 80, body: 500 } as const;

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title can be at most ${ANNOUNCEMENT_LIMITS.title} characters`,
  bodyRequired: 'Please enter the announcement',
  bodyTooLong: `The announcement can be at most ${ANNOUNCEMENT_LIMITS.body} characters`,
  notFound: 'Announcement not found',
  posted: 'Announcement posted',
  teamsOrField: 'Aim the announcement at listed teams or at a field, not both',
  teamsRequired: 'List at least one team, or leave teamIds out to tell everyone',
  tooManyTeams: 'List at most 500 teams',
  unknownTeams: 'Some of the listed teams do not exist',
  fieldRequired: 'Name the field (for example Field 1)',
  unknownField: 'No match in the schedule is on this field',
  sendAtTooLate: 'Schedule an announcement at most 7 days ahead',
} as const;

/** How far ahead an announcement may be scheduled. */
export const ANNOUNCEMENT_MAX_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** Who an announcement is for: everyone, the listed teams, or the teams with matches on a field. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'teams', 'field'] as const;

export const createAnnouncementSchema = z
  .object({
    title: z
      .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MESSAGES.titleRequired })
      .max(ANNOUNCEMENT_LIMITS.title, { error: ANNOUNCEMENT_MESSAGES.titleTooLong, abort: true })
      .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
    body: z
      .string({ error: ANNOUNCEMENT_MESSAGES.bodyRequired })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MESSAGES.bodyRequired })
      .max(ANNOUNCEMENT_LIMITS.body, { error: ANNOUNCEMENT_MESSAGES.bodyTooLong }),
    /** Only these teams see it (and get its push). */
    teamIds: z
      .array(
        z
          .number({ error: ANNOUNCEMENT_MESSAGES.unknownTeams })
          .int({ error: ANNOUNCEMENT_MESSAGES.unknownTeams })
          .positive({ error: ANNOUNCEMENT_MESSAGES.unknownTeams }),
      )
      .min(1, ANNOUNCEMENT_MESSAGES.teamsRequired)
      .max(500, ANNOUNCEMENT_MESSAGES.tooManyTeams)
      .optional(),
    /** Only the teams with matches on this field see it (the teams as the schedule has them when it is sent). */
    field: z
      .string({ error: ANNOUNCEMENT_MESSAGES.fieldRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.fieldRequired)
      .max(40, { error: ANNOUNCEMENT_MESSAGES.unknownField, abort: true })
      .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE)
      .optional(),
    /** Sent at this time (once, by whichever instance); at once when left out or past. */
    sendAt: isoInstantSchema().optional(),
  })
  .refine((input) => input.teamIds === undefined || input.field === undefined, {
    path: ['field'],
    message: ANNOUNCEMENT_MESSAGES.teamsOrField,
  });

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  field: z.string().nullable(),
  /** When it went out (null while it waits for `sendAt`). */
  sentAt: z.string().nullable(),
  /** Organisers only: the teams it is for, and when it is to be sent. */
  teamIds: z.array(z.number().int()).optional(),
  sendAt: z.string().nullable().optional(),
});

export const announcementListSchema = z.array(announcementSchema);

export type Announcement = z.infer<typeof announcementSchema>;
export type CreateAnnouncement = z.infer<typeof createAnnouncementSchema>;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
