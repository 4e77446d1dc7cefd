import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')` from a list the shared code owns, so a CHECK constraint and the
 * contract's enum are one list. The values are inlined as literals: drizzle-kit writes them into
 * the migration as it would a hand-written list.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('oneOf needs at least one value');
  return sql`${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
