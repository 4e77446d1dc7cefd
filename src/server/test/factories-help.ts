import type { HelpKind, HelpPlace, HelpStatus } from '../../shared/contract/help-requests-lists.ts';
import type { AppDb } from '../db/client.ts';
import { helpRequests } from '../db/schema.ts';

/** A team's help request (open unless told), written straight to the database (no limit, no event). */
export async function buildHelpRequest(
  db: AppDb,
  teamId: number,
  values: { kind?: HelpKind; place?: HelpPlace; status?: HelpStatus } = {},
) {
  const [row] = await db
    .insert(helpRequests)
    .values({ teamId, kind: 'other', place: 'pits', ...values })
    .returning();
  return row!;
}
