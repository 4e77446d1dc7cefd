import type { WriteDeps } from '../../feature-options.ts';
import { parseTeamCsv, TEAM_IMPORT_MESSAGES, type TeamImportProblem } from '../../../shared/team-import.ts';
import type { ImportedTeams } from '../../../shared/contract/teams.ts';
import { badRequest, conflict, isUniqueViolation } from '../../http-errors.ts';
import { randomCode } from '../../lib/crypto.ts';
import * as repo from './teams.repo.ts';

const asFieldErrors = (problems: TeamImportProblem[]) =>
  problems.map((problem) => ({ field: `line ${problem.line}`, message: problem.message }));

/**
 * POST /api/teams/import: every team of the file, or none. The shared parser finds what is wrong
 * with the file itself; the database adds names already taken. A name taken between that check
 * and the insert (or a repeated random code) fails the one transaction, so nothing is half done.
 */
export async function importTeams({ db, events }: WriteDeps, csv: string): Promise<ImportedTeams> {
  const parsed = parseTeamCsv(csv);
  if (!parsed.ok) throw badRequest(parsed.message);
  const taken = await repo.findTakenNames(db, parsed.rows.map((row) => row.name));
  const takenNumbers = await repo.findTakenNumbers(db, parsed.rows.flatMap((row) => (row.number ? [row.number] : [])));
  const problems = [
    ...parsed.problems,
    ...parsed.rows.filter((row) => taken.has(row.name.toLowerCase())).map((row) => ({ line: row.line, message: TEAM_IMPORT_MESSAGES.taken })),
    ...parsed.rows
      .filter((row) => row.number && takenNumbers.has(row.number.toLowerCase()))
      .map((row) => ({ line: row.line, message: TEAM_IMPORT_MESSAGES.numberTaken })),
  ].sort((a, b) => a.line - b.line);
  if (problems.length) throw badRequest(TEAM_IMPORT_MESSAGES.rejected, asFieldErrors(problems));

  try {
    const created = await db.transaction((tx) =>
      repo.insertTeams(tx, parsed.rows.map((row) => ({ name: row.name, description: row.description, number: row.number, joinCode: randomCode() }))),
    );
    await events.emit({ type: 'teams.changed' });
    return { created };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  }
}
