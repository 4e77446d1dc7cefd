import { z } from 'zod';
import { normaliseMacAddress } from '../positioning/mac-address.ts';
import { idSchema } from './common.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Spec section 5 (Admin): a new robot needs a name and a MAC address after trimming. */
const ROBOT_FIELDS_REQUIRED = 'Please enter a robot name and MAC address.';
const ROBOT_MAC_INVALID =
  'Please enter the MAC address as six pairs of hex digits, like AA:BB:CC:DD:EE:FF.';
const ROBOT_NAME_MAX = 100;
export const ROBOT_TEAM_NOT_FOUND = 'Team not found';
/** What the robots' routes refuse with, by code (`robots.<key>`). */
export const ROBOT_ERRORS = {
  macTaken: 'A robot with this MAC address already exists.',
  notFound: 'Robot not found',
  teamNotFound: ROBOT_TEAM_NOT_FOUND,
  notYours: 'A team can only move its own robots',
} as const;
const COORDINATE_NOT_A_NUMBER = 'x and y must be numbers';
/** Spec section 8: the map's load failure. */
export const ROBOTS_LOAD_FAILED = 'Error loading robot locations';

/** 'AA:BB:CC:DD:EE:FF' is 17; a few more allow for spaces around it. */
const MAC_ADDRESS_MAX = 40;

/** A MAC address in any usual spelling, normalised to AA:BB:CC:DD:EE:FF. */
export const macAddressSchema = z
  .string({ error: ROBOT_FIELDS_REQUIRED })
  .trim()
  .min(1, { error: ROBOT_FIELDS_REQUIRED, abort: true })
  .max(MAC_ADDRESS_MAX, { error: ROBOT_MAC_INVALID, abort: true })
  .refine((value) => normaliseMacAddress(value) !== undefined, ROBOT_MAC_INVALID)
  .transform((value) => normaliseMacAddress(value)!);

/** Spec section 3 "Robot". Positions are in map units (0..500 by 0..400). */
export const robotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  macAddress: z.string(),
  teamId: z.number().int().nullable(),
  lastLocationX: z.number(),
  lastLocationY: z.number(),
  isActive: z.boolean(),
  team: z
    .object({ id: z.number().int(), name: z.string(), number: z.string().nullable() })
    .nullable(),
});

export const robotListSchema = z.array(robotSchema);

export const robotsQuerySchema = z.object({
  teamId: idSchema.optional(),
  macAddress: z
    .string()
    .max(MAC_ADDRESS_MAX, { error: ROBOT_MAC_INVALID, abort: true })
    .refine((value) => normaliseMacAddress(value) !== undefined, ROBOT_MAC_INVALID)
    .transform((value) => normaliseMacAddress(value)!)
    .optional(),
});

const coordinate = z.number({ error: COORDINATE_NOT_A_NUMBER });

export const createRobotRequestSchema = z.object({
  name: z
    .string({ error: ROBOT_FIELDS_REQUIRED })
    .trim()
    .min(1, ROBOT_FIELDS_REQUIRED)
    .max(ROBOT_NAME_MAX, {
      error: `A robot name can be at most ${ROBOT_NAME_MAX} characters`,
      abort: true,
    })
    .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
  macAddress: macAddressSchema,
  /** The owning team; optional (spec section 5). */
  teamId: idSchema.nullish().transform((value) => value ?? null),
  /** New robots start at 0,0 and active (spec section 7); positions are clamped to the map. */
  lastLocationX: coordinate.optional().default(0),
  lastLocationY: coordinate.optional().default(0),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
});

/** PUT /api/robots/{id}/location: numbers only, clamped to the 500 x 400 map by the server. */
export const robotLocationRequestSchema = z.object({ x: coordinate, y: coordinate });

export type Robot = z.infer<typeof robotSchema>;
export type CreateRobotRequest = z.input<typeof createRobotRequestSchema>;
export type CreateRobotInput = z.output<typeof createRobotRequestSchema>;
export type RobotLocationRequest = z.infer<typeof robotLocationRequestSchema>;
