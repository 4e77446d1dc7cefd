import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common.ts';
import { sceneSchema } from '../drawing/scene-schema.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Saved drawing boards: a team's scenes over the field layout. */

export const DRAWING_NAME_REQUIRED = 'Please enter a name for the board';
export const DRAWING_NOT_FOUND = 'Drawing board not found';
export const DRAWING_OTHER_TEAM = 'This board belongs to another team';
export const DRAWING_CHANGED_ELSEWHERE = 'This board was changed on another device since you opened it';
/** How many boards one team may keep. */
export const MAX_DRAWINGS_PER_TEAM = 50;
export const DRAWING_LIMIT_REACHED = `Your team already has ${MAX_DRAWINGS_PER_TEAM} saved boards. Delete one to save another.`;

export const drawingNameSchema = z
  .string({ error: DRAWING_NAME_REQUIRED })
  .trim()
  .min(1, DRAWING_NAME_REQUIRED)
  .max(80, { error: 'Board names can be at most 80 characters', abort: true })
  .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE);

export const createDrawingRequestSchema = z.object({
  name: drawingNameSchema,
  scene: sceneSchema,
  /** Only an administrator names the team; a team always saves for itself. */
  teamId: idSchema.optional(),
});

export const updateDrawingRequestSchema = z
  .object({
    name: drawingNameSchema.optional(),
    scene: sceneSchema.optional(),
    /** The updatedAt the client last saw: a newer save from another device is not overwritten. */
    expectedUpdatedAt: isoInstantSchema().optional(),
  })
  .refine((body) => body.name !== undefined || body.scene !== undefined, 'Nothing to update');

export const listDrawingsQuerySchema = z.object({
  /** An administrator may list one team's boards; a team sees only its own. */
  teamId: idSchema.optional(),
});

const drawingSummarySchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const drawingSchema = drawingSummarySchema.extend({ scene: sceneSchema });

export const drawingListSchema = z.array(drawingSummarySchema);

export type CreateDrawingRequest = z.input<typeof createDrawingRequestSchema>;
export type UpdateDrawingRequest = z.input<typeof updateDrawingRequestSchema>;
export type DrawingSummary = z.infer<typeof drawingSummarySchema>;
export type Drawing = z.infer<typeof drawingSchema>;
