import { z } from 'zod';
import { INTERVIEW_PROGRESS } from './interviews-messages.ts';
import { tzOffsetSchema } from './timeslots.ts';

/**
 * GET /api/display (public): what the now/next screens in the venue show, and nothing more. Team
 * names are public on every page already; no id, code, contact or note is in it.
 */
const displayInterviewSchema = z.object({
  room: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  teamName: z.string(),
  /** The team's number ('1234A'), public like the name. */
  teamNumber: z.string().nullable(),
  progress: z.enum(INTERVIEW_PROGRESS),
});

export const displayResponseSchema = z.object({
  /** The tournament day (yyyy-mm-dd), null while the administrator has not set it. */
  date: z.string().nullable(),
  /** The day's booked (not canceled) interviews, by start time then room. */
  interviews: z.array(displayInterviewSchema),
});

export const displayQuerySchema = z.object({ tzOffset: tzOffsetSchema.optional() });

export type DisplayInterview = z.infer<typeof displayInterviewSchema>;
export type DisplayResponse = z.infer<typeof displayResponseSchema>;
