import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common.ts';
import { TOO_MANY_ELEMENTS, TOO_MANY_POINTS } from '../drawing/scene-check.ts';
import { liveStrokeSchema, sceneSchema } from '../drawing/scene-schema.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Saved drawing boards: a team's scenes over the field layout. */

export const DRAWING_NAME_REQUIRED = 'Please enter a name for the board';
export const DRAWING_OTHER_TEAM = 'This board belongs to another team';
export const DRAWING_CHANGED_ELSEWHERE =
  'This board was changed on another device since you opened it';
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

export const drawingSchema = drawingSummarySchema.extend({
  scene: sceneSchema,
  /**
   * What the caller may do: its own team's board (`owner`), or one another team shared with it to
   * `edit` or to `view`. A partner's copy carries no name (the owner's free text stays with it).
   */
  access: z.enum(['owner', 'edit', 'view']).optional(),
});

export const drawingListSchema = z.array(drawingSummarySchema);

export type CreateDrawingRequest = z.input<typeof createDrawingRequestSchema>;
export type UpdateDrawingRequest = z.input<typeof updateDrawingRequestSchema>;
export type DrawingSummary = z.infer<typeof drawingSummarySchema>;
export type Drawing = z.infer<typeof drawingSchema>;

/* Co-editing (decision 290): a board's shared document, its updates, presence and shares. */

/** At most this many open copies are present (editing) on one board at once. */
export const MAX_BOARD_EDITORS = 20;
export const DRAWING_UPDATE_MALFORMED = 'This change to the board could not be read';
export const DRAWING_DOC_TOO_LARGE = 'This board is too large to change further (at most 2 MB)';
export const DRAWING_VIEW_ONLY = 'This board was shared with your team to view only';
export const DRAWING_EDITORS_FULL = `At most ${MAX_BOARD_EDITORS} people can be on a board at once`;

/** What the boards' routes refuse with, by code (`drawings.<key>`). */
export const DRAWING_ERRORS = {
  notFound: 'Drawing board not found',
  otherTeam: DRAWING_OTHER_TEAM,
  changedElsewhere: DRAWING_CHANGED_ELSEWHERE,
  limitReached: DRAWING_LIMIT_REACHED,
  teamNotFound: 'Team not found',
  updateMalformed: DRAWING_UPDATE_MALFORMED,
  docTooLarge: DRAWING_DOC_TOO_LARGE,
  tooManyElements: TOO_MANY_ELEMENTS,
  tooManyPoints: TOO_MANY_POINTS,
  viewOnly: DRAWING_VIEW_ONLY,
  editorsFull: DRAWING_EDITORS_FULL,
  shareOwnTeam: 'This board already belongs to that team',
  shareNotFound: 'This board is not shared with that team',
} as const;

/** @public Exported for the ReDoS analysis of every contract pattern (src/server/security). */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
/** Past the route's body limit (which answers 413 first): a bound for the schema's own sake. */
const MAX_UPDATE_BASE64 = 4_200_000;

const base64 = (max: number) =>
  z
    .string()
    .max(max, { error: DRAWING_DOC_TOO_LARGE, abort: true })
    .regex(BASE64_PATTERN, DRAWING_UPDATE_MALFORMED);

/** One Yjs update, in base64 (the raw bytes may be sent as application/octet-stream instead). */
export const drawingUpdateRequestSchema = z.object({
  update: base64(MAX_UPDATE_BASE64).min(1, DRAWING_UPDATE_MALFORMED),
});

export const drawingUpdateResponseSchema = z.object({
  /** The board's newest update number once this one is in. */
  seq: z.number().int(),
});

export const drawingDocQuerySchema = z.object({
  /** What the caller holds (Y.encodeStateVector, base64): the answer is only what it lacks. */
  stateVector: base64(20_000).optional(),
});

export const drawingDocSchema = z.object({
  /** A Yjs update carrying what the caller lacks (all of the board without a state vector). */
  update: z.string(),
  seq: z.number().int(),
  /** What the server holds (Y.encodeStateVector, base64): a copy sends what is missing from it. */
  stateVector: z.string(),
  /** Whether the caller may change the board (its own team's, or shared with it to edit). */
  canEdit: z.boolean(),
});

const pointerSchema = z.object({
  x: z.number().finite().min(0).max(4000),
  y: z.number().finite().min(0).max(4000),
});

export const drawingPresenceRequestSchema = z.object({
  /** The open copy's Yjs client id. */
  clientId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Where its pointer is, in board units; null when it is off the board. */
  pointer: pointerSchema.nullable(),
  /** True when the copy closes: it leaves at once. */
  leave: z.boolean().optional(),
  /**
   * The stroke this copy is drawing, from point `from` on (decision 314): relayed to the other
   * copies as it is drawn, never stored; such a report reads and changes no presence.
   */
  stroke: z
    .object({ from: z.number().int().min(0).max(100_000), part: liveStrokeSchema })
    .optional(),
});

const presentEditorSchema = z.object({
  clientId: z.number().int(),
  /** The editor's team (null for an organiser), named by its number on the pointer. */
  teamId: z.number().int().nullable(),
  teamNumber: z.string().nullable(),
  pointer: pointerSchema.nullable(),
});

/** Who is on the board; absent in the answer to a report of a stroke being drawn. */
export const drawingPresenceSchema = z.object({ editors: z.array(presentEditorSchema).optional() });

export const drawingShareRequestSchema = z.object({ teamId: idSchema, canEdit: z.boolean() });

export const shareParamsSchema = z.object({ id: idSchema, teamId: idSchema });

const drawingShareSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamNumber: z.string().nullable(),
  canEdit: z.boolean(),
});

export const drawingShareListSchema = z.array(drawingShareSchema);

/**
 * A board another team shared with this one. It carries no free text (the owner's name for it
 * stays with the owner): the partner sees it as the owner team's board.
 */
const sharedDrawingSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  teamNumber: z.string().nullable(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});

export const sharedDrawingListSchema = z.array(sharedDrawingSchema);

export type DrawingDoc = z.infer<typeof drawingDocSchema>;
export type DrawingPresence = z.infer<typeof drawingPresenceSchema>;
export type PresentEditor = z.infer<typeof presentEditorSchema>;
/** Part of another editor's stroke being drawn: its points from `from` on. */
export type LiveStrokePart = z.infer<typeof drawingPresenceRequestSchema>['stroke'] & {};
export type DrawingShare = z.infer<typeof drawingShareSchema>;
export type SharedDrawing = z.infer<typeof sharedDrawingSchema>;
