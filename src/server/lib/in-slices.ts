import { workBudget } from '../../shared/work-turns.ts';

/** Keys a statement: a 2,000-name lookup in one held PGlite's other queries 30 to 60 ms. */
const KEYS_PER_STATEMENT = 250;

/**
 * Which of `keys` `lookup` finds, asked a slice of keys a statement within the shared turns of
 * heavy work (decision 247), so a file's worth of lookups holds no other request back for long.
 */
export async function foundInSlices(
  keys: readonly string[],
  lookup: (slice: string[]) => Promise<Set<string>>,
): Promise<Set<string>> {
  const turn = workBudget();
  const found = new Set<string>();
  for (let from = 0; from < keys.length; from += KEYS_PER_STATEMENT) {
    await turn();
    for (const key of await lookup(keys.slice(from, from + KEYS_PER_STATEMENT))) found.add(key);
  }
  return found;
}
