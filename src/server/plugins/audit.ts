import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Auth } from './session-auth.ts';

/** What one staff write changed: an action ('staff.invited'), its target ('person 4'), and the values. */
export interface AuditEntry {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** The actor as the log keeps them: by id and, for when they are gone, by name and role. */
function actorOf(auth: Auth) {
  if (auth.kind === 'team') return { actorId: null, actorName: auth.teamName, actorRole: 'team' };
  if (auth.kind === 'admin')
    return { actorId: auth.adminId, actorName: auth.username, actorRole: 'organiser' };
  return { actorId: auth.adminId, actorName: auth.username, actorRole: auth.role };
}

/**
 * Records who changed what (the activity log), in the caller's transaction when it passes one, so
 * an entry exists exactly when its change does.
 */
export async function recordAudit(db: Executor, auth: Auth, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...actorOf(auth),
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
