import { z } from 'zod';

const FILTER_MAX = 100;

/** GET /api/audit: newest first, a page at a time (`before` is the last id of the previous page). */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Only this person's changes (their username or name, as the log keeps it). */
  actor: z.string().trim().max(FILTER_MAX).optional(),
  /** Only changes whose action starts with this ('staff.', 'PUT /api/settings'). */
  action: z.string().trim().max(FILTER_MAX).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` that reads the next (older) page, or null at the end. */
  nextBefore: z.number().int().nullable(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditQuery = z.input<typeof auditQuerySchema>;
