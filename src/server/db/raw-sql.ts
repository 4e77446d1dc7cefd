import { param, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The `executeSql` of a library that writes its own SQL (the job queue), as Database has it. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * `executeSql` on a Drizzle executor, so a library's statement (`$1..$n` text and its values)
 * runs inside a transaction the app began: a job queued this way commits with the transaction's
 * own writes or not at all. One statement per call.
 */
export function executeSqlOn(executor: Executor): ExecuteSql {
  return async (text, values = []) => {
    const chunks: SQL[] = [];
    let last = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      // One placeholder per value, arrays included (a template would spread an array into a list).
      chunks.push(
        sql.raw(text.slice(last, match.index)),
        sql`${param(values[Number(match[1]) - 1])}`,
      );
      last = match.index + match[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  };
}
