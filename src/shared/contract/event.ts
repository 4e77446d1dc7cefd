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
