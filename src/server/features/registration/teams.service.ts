import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import type { CreatedTeam } from '../../../shared/contract/teams.ts';
import { teamListSchema } from '../../../shared/contract/teams.ts';
import type { AppDb } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../http-errors.ts';
import { randomCode } from '../../lib/crypto.ts';
import { jsonBody, JsonViews, type JsonBody } from '../../lib/http-cache.ts';
import { cachedValue, type CachedValue } from '../../lib/read-model.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { teamAudience, toTeamDto } from './teams.dto.ts';
import * as repo from './teams.repo.ts';
import type { TeamWithRegistrationRow } from './teams.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** Names sort the way people read them: 'Team 2' before 'Team 10', case aside. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export type TeamsReadModel = CachedValue<{
  list: TeamWithRegistrationRow[];
  byId: Map<number, TeamWithRegistrationRow>;
  /** The serialized lists, per audience and filter, built once per load. */
  views: JsonViews;
}>;

export function createTeamsReadModel(db: AppDb): TeamsReadModel {
  return cachedValue(async () => {
    const rows = await repo.listTeamsWithRegistration(db);
    rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    return { list: rows, byId: new Map(rows.map((row) => [row.id, row])), views: new JsonViews() };
  });
}

/** The team list as the viewer sees it, serialized once per load for each of its two audiences. */
export async function listTeams(
  model: TeamsReadModel,
  auth: Auth | null,
  registeredOnly = false,
): Promise<JsonBody> {
  const { list, views } = await model.get();
  const audience = teamAudience(auth);
  return views.get(`${audience}:${registeredOnly}`, () => {
    const rows = registeredOnly ? list.filter((row) => row.registeredAt != null) : list;
    return jsonBody(
      teamListSchema,
      rows.map((row) => toTeamDto(row, auth)),
    );
  });
}

export async function getTeam(model: TeamsReadModel, auth: Auth | null, teamId: number) {
  const row = (await model.get()).byId.get(teamId);
  if (!row) throw notFound(CODED.teams.notFound);
  return toTeamDto(row, auth);
}

/**
 * Creates a team with a fresh team code. Names are unique, whatever their case. The activity log
 * gets the team as made (never its code), in the same transaction.
 */
export async function createTeam(
  { db, events }: WriteDeps,
  auth: Auth,
  input: { name: string; description: string | null; number: string | null },
): Promise<CreatedTeam> {
  if (await repo.findTeamByNameInsensitive(db, input.name)) throw conflict(CODED.teams.nameTaken);
  if (input.number && (await repo.findTeamByNumberInsensitive(db, input.number)))
    throw conflict(CODED.teams.numberTaken);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await transaction(db, async (tx) => {
        const inserted = await repo.insertTeam(tx, { ...input, joinCode: randomCode() });
        const after = {
          name: inserted.name,
          description: inserted.description,
          number: inserted.number,
        };
        await recordAudit(tx, auth, {
          action: 'team.created',
          target: `team ${inserted.id}`,
          after,
        });
        return inserted;
      });
      await events.emit({ type: 'teams.changed' });
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        number: row.number,
        isRegistered: false,
        checkedIn: false,
        joinCode: row.joinCode,
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The name or number was taken meanwhile, or (very rarely) the random code was: try a new code.
      if (constraintOf(error) === 'teams_number_lower_unique')
        throw conflict(CODED.teams.numberTaken);
      if (constraintOf(error) !== 'teams_join_code_unique' || attempt >= 3)
        throw conflict(CODED.teams.nameTaken);
    }
  }
}

/**
 * PATCH /api/teams/{id} (admin): sets or clears the team's number, unique whatever its case; the
 * activity log keeps the number before and after, in the same transaction.
 */
export async function setTeamNumber(
  { db, events }: WriteDeps,
  model: TeamsReadModel,
  auth: Auth,
  id: number,
  number: string | null,
) {
  if (number && (await repo.findTeamByNumberInsensitive(db, number, id)))
    throw conflict(CODED.teams.numberTaken);
  try {
    await transaction(db, async (tx) => {
      const change = await repo.setTeamNumber(tx, id, number);
      if (!change) throw notFound(CODED.teams.notFound);
      await recordAudit(tx, auth, {
        action: 'team.number',
        target: `team ${id}`,
        before: { number: change.before },
        after: { number },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODED.teams.numberTaken);
    throw error;
  }
  await events.emit({ type: 'teams.changed' });
  return getTeam(model, auth, id);
}

/**
 * PUT /api/teams/{id}/check-in (a volunteer or an organiser): the team arrived at the venue, or
 * that was a mistake. The team sees 'Checked in' on its home; the activity log keeps who did it.
 */
export async function setTeamCheckIn(
  { db, events }: WriteDeps,
  model: TeamsReadModel,
  auth: Auth,
  id: number,
  checkedIn: boolean,
) {
  await transaction(db, async (tx) => {
    const change = await repo.setCheckedIn(tx, id, checkedIn);
    if (!change) throw notFound(CODED.teams.notFound);
    await recordAudit(tx, auth, {
      action: 'team.check-in',
      target: `team ${id}`,
      before: { checkedInAt: change.before?.toISOString() ?? null },
      after: { checkedInAt: change.after?.toISOString() ?? null },
    });
  });
  await events.emit({ type: 'teams.changed' });
  return getTeam(model, auth, id);
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
