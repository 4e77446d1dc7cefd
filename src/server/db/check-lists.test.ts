import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_AUDIENCES } from '../../shared/contract/announcements.ts';
import {
  INTERVIEW_PROGRESS,
  INTERVIEW_STATUSES,
} from '../../shared/contract/interviews-messages.ts';
import { QUEUE_CHECK_IN_STATUSES } from '../../shared/contract/queue.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { STAFF_ROLES } from '../../shared/staff-roles.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * The CHECK constraints the migrations left in the database hold exactly the lists the contract
 * owns: a list changed without its migration, or a migration written by hand that drifted from
 * the list, fails here.
 */
const CHECKS: Array<[constraint: string, list: readonly string[]]> = [
  ['admins_role_known', STAFF_ROLES],
  ['interviews_status_known', INTERVIEW_STATUSES],
  ['interviews_progress_known', INTERVIEW_PROGRESS],
  ['queue_check_ins_status', QUEUE_CHECK_IN_STATUSES],
  ['push_subscriptions_language', LANGUAGES],
  ['announcements_audience_known', ANNOUNCEMENT_AUDIENCES],
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('CHECK constraints are the shared lists', () => {
  it.each(CHECKS)('%s allows exactly its list', async (constraint, list) => {
    const { rows } = await database.executeSql(
      'select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1',
      [constraint],
    );
    const definition = (rows as Array<{ definition: string }>)[0]?.definition ?? '';
    const allowed = [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
      match[1]!.replaceAll("''", "'"),
    );
    expect(allowed).toEqual([...list]);
  });
});
