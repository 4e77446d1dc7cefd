import type { WriteDeps } from '../../feature-options.ts';
import type { CsvProblems } from '../../../shared/csv-records.ts';
import { parseTeamCsv, TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import { workBudget } from '../../../shared/work-turns.ts';
import type { ImportedTeams } from '../../../shared/contract/teams.ts';
import { badRequest, conflict, isUniqueViolation } from '../../http-errors.ts';
import { randomCode } from '../../lib/crypto.ts';
import * as repo from './teams.repo.ts';

/** 400 with the first problems by line, and how many there are when more were found. */
const rejection = (problems: CsvProblems) =>
  badRequest(
    problems.total > problems.list().length ? TEAM_IMPORT_MESSAGES.rejectedMany(problems.total) : TEAM_IMPORT_MESSAGES.rejected,
    problems.list().map((problem) => ({ field: `line ${problem.line}`, message: problem.message })),
  );

/**
 * POST /api/teams/import: every team of the file, or none. The shared parser finds what is wrong
 * with the file itself; the database adds names already taken. A name taken between that check
 * and the insert (or a repeated random code) fails the one transaction, so nothing is half done.
 */
export async function importTeams({ db, events }: WriteDeps, csv: string): Promise<ImportedTeams> {
  const parsed = await parseTeamCsv(csv);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { rows, problems } = parsed;
  const taken = await repo.findTakenNames(db, rows.map((row) => row.name));
  const takenNumbers = await repo.findTakenNumbers(db, rows.flatMap((row) => (row.number ? [row.number] : [])));
  for (const row of rows) {
    if (taken.has(row.name.toLowerCase())) problems.add(row.line, TEAM_IMPORT_MESSAGES.taken);
    if (row.number && takenNumbers.has(row.number.toLowerCase())) problems.add(row.line, TEAM_IMPORT_MESSAGES.numberTaken);
  }
  if (problems.total > 0) throw rejection(problems);

  // A team code each: 2,000 of them are 25 ms of the CSPRNG, taken within the shared turns (decision 247).
  const turn = workBudget();
  const values: Parameters<typeof repo.insertTeams>[1] = [];
  for (const row of rows) {
    await turn();
    values.push({ name: row.name, description: row.description, number: row.number, joinCode: randomCode() });
  }
  try {
    const created = await db.transaction((tx) => repo.insertTeams(tx, values));
    await events.emit({ type: 'teams.changed' });
    return { created };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  }
}
