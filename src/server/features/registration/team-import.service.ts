import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import type { CsvProblems } from '../../../shared/csv-records.ts';
import { parseTeamCsv, TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import { workBudget } from '../../../shared/work-turns.ts';
import type { ImportedTeams } from '../../../shared/contract/teams.ts';
import { badRequest, conflict, isUniqueViolation } from '../../http-errors.ts';
import { randomCode } from '../../lib/crypto.ts';
import { foundInSlices } from '../../lib/in-slices.ts';
import * as repo from './teams.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** 400 with the first problems by line, and how many there are when more were found. */
const rejection = (problems: CsvProblems) =>
  badRequest(
    problems.total > problems.list().length
      ? CODED.teamImport.rejectedMany(problems.total)
      : CODED.teamImport.rejected,
    problems.list().map((problem) => ({ field: `line ${problem.line}`, message: problem.message })),
  );

/**
 * POST /api/teams/import: every team of the file, or none. The shared parser finds what is wrong
 * with the file itself; the database adds names already taken. A name taken between that check
 * and the insert (or a repeated random code) fails it, and what was written is removed.
 */
export async function importTeams({ db, events }: WriteDeps, csv: string): Promise<ImportedTeams> {
  const parsed = await parseTeamCsv(csv);
  if (!parsed.ok) throw badRequest(CODED.teamImport[parsed.problem]);
  const { rows, problems } = parsed;
  const taken = await foundInSlices(
    rows.map((row) => row.name),
    (names) => repo.findTakenNames(db, names),
  );
  const takenNumbers = await foundInSlices(
    rows.flatMap((row) => (row.number ? [row.number] : [])),
    (numbers) => repo.findTakenNumbers(db, numbers),
  );
  for (const row of rows) {
    if (taken.has(row.name.toLowerCase())) problems.add(row.line, TEAM_IMPORT_MESSAGES.taken);
    if (row.number && takenNumbers.has(row.number.toLowerCase()))
      problems.add(row.line, TEAM_IMPORT_MESSAGES.numberTaken);
  }
  if (problems.total > 0) throw rejection(problems);

  // A team code each: 2,000 of them are 25 ms of the CSPRNG, taken within the shared turns (decision 247).
  const turn = workBudget();
  const values: Parameters<typeof repo.insertTeams>[1] = [];
  for (const row of rows) {
    await turn();
    values.push({
      name: row.name,
      description: row.description,
      number: row.number,
      joinCode: randomCode(),
    });
  }
  try {
    const created = await insertInSteps(db, values);
    await events.emit({ type: 'teams.changed' });
    return { created };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODED.teamImport.changedMeanwhile);
    throw error;
  }
}

/** Teams a statement: 2,000 in one held PGlite's other queries 60 to 240 ms, 200 hold them 12 to 20 (decision 269). */
const TEAMS_PER_STATEMENT = 200;

/**
 * The teams in statements of their own, other requests' queries running between them; the last
 * in a transaction, which the commit hooks (the Idempotency-Key's) join. If one fails (a name
 * taken meanwhile), the teams already written are removed: the import is then undone, not
 * half done. Nobody holds their codes yet (the answer carries them).
 */
async function insertInSteps(db: WriteDeps['db'], values: Parameters<typeof repo.insertTeams>[1]) {
  const created: Awaited<ReturnType<typeof repo.insertTeams>> = [];
  const turn = workBudget();
  try {
    for (let from = 0; from < values.length; from += TEAMS_PER_STATEMENT) {
      await turn();
      const step = values.slice(from, from + TEAMS_PER_STATEMENT);
      const last = from + TEAMS_PER_STATEMENT >= values.length;
      created.push(
        ...(last
          ? await transaction(db, (tx) => repo.insertTeams(tx, step))
          : await repo.insertTeams(db, step)),
      );
    }
    return created;
  } catch (error) {
    for (let from = 0; from < created.length; from += TEAMS_PER_STATEMENT) {
      await turn();
      await repo.deleteTeams(
        db,
        created.slice(from, from + TEAMS_PER_STATEMENT).map((team) => team.id),
      );
    }
    throw error;
  }
}
