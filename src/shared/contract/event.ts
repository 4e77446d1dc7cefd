import { z } from 'zod';

const demoCountsSchema = z.object({
  teams: z.number().int(),
  timeslots: z.number().int(),
  robots: z.number().int(),
  streams: z.number().int(),
});

/** GET /api/event/demo, and POST /api/event/clear-demo's answer (`demo` then counts what went). */
export const demoEventSchema = z.object({
  holdsDemo: z.boolean(),
  demo: demoCountsSchema,
});

export type DemoEvent = z.infer<typeof demoEventSchema>;

/**
 * GET /api/event/setup: the set-up checklist of a new or just-cleared event (decision 263), each
 * step ticked from the data.
 */
export const eventSetupSchema = z.object({
  steps: z.object({
    /** The event has a name (`eventName` in the tournament settings). */
    name: z.boolean(),
    date: z.boolean(),
    teams: z.boolean(),
    matches: z.boolean(),
    slots: z.boolean(),
    people: z.boolean(),
  }),
  /** Every step is done: the checklist steps aside. */
  done: z.boolean(),
});

export type EventSetup = z.infer<typeof eventSetupSchema>;
