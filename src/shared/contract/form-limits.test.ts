import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGING } from '../constants.ts';
import { drawingNameSchema } from './drawings.ts';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_STATUSES,
  REQUESTED_INTERVIEW_STATUSES,
  createInterviewRequestSchema,
} from './interviews.ts';
import { MANUAL_LIMITS, uploadManualRequestSchema } from './manual.ts';
import { messageLogQuerySchema } from './messages.ts';
import { STREAM_LIMITS, createStreamRequestSchema } from './streams.ts';

/**
 * The browser's inputs take their maxLength from these constants; the API validates with the
 * schemas. Each row proves the schema holds exactly the constant: one longer is refused, the
 * constant itself accepted, so the input and the API cannot disagree.
 */
const rows: Array<[string, z.ZodType, number]> = [
  [
    'interview notes',
    createInterviewRequestSchema.shape.notes.unwrap().unwrap(),
    INTERVIEW_LIMITS.notesMax,
  ],
  ['interview title', createInterviewRequestSchema.shape.title, INTERVIEW_LIMITS.titleMax],
  ['stream title', createStreamRequestSchema.shape.title, STREAM_LIMITS.titleMax],
  ['manual title', uploadManualRequestSchema.shape.title, MANUAL_LIMITS.titleMaxLength],
  ['board name', drawingNameSchema, drawingNameSchema.maxLength!],
];

describe('form limits are the contract', () => {
  it.each(rows)('%s: %i characters pass, one more does not', (_name, schema, max) => {
    expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
    expect(schema.safeParse('a'.repeat(max + 1)).success).toBe(false);
  });

  it('the safeguarding log pages by the shared step up to the shared limit', () => {
    expect(messageLogQuerySchema.parse({}).limit).toBe(MESSAGING.logPageSize);
    expect(messageLogQuerySchema.safeParse({ limit: MESSAGING.logMaxLimit }).success).toBe(true);
    expect(messageLogQuerySchema.safeParse({ limit: MESSAGING.logMaxLimit + 1 }).success).toBe(
      false,
    );
  });

  it('a booking request may name every stored status and the spec’s pending', () => {
    for (const status of REQUESTED_INTERVIEW_STATUSES) {
      expect(createInterviewRequestSchema.shape.status.safeParse(status).success).toBe(true);
    }
    expect(INTERVIEW_STATUSES).not.toContain('pending');
  });
});
