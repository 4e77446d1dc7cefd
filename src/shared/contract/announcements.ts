import { z } from 'zod';
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
} as const;

export const createAnnouncementSchema = z.object({
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
});

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const announcementListSchema = z.array(announcementSchema);

export type Announcement = z.infer<typeof announcementSchema>;
export type CreateAnnouncement = z.infer<typeof createAnnouncementSchema>;
