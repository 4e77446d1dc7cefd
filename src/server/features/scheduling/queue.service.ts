import { CODED } from '../../../shared/coded-messages.ts';
import {
  calledMatches,
  queueStates,
  type CurrentMatch,
  type FieldQueue,
  type QueueCheckIn,
  type QueueState,
} from '../../../shared/contract/queue.ts';
import type { Match } from '../../../shared/contract/matches.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import * as repo from './queue.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { transaction } from '../../db/transactions.ts';

/** A field's matches in start order, and the one asked for among them (by label, any case). */
async function fieldWithMatch(db: Executor, field: string, label: string) {
  const matches = await repo.listFieldMatches(db, [repo.keyOf(field)]);
  if (matches.length === 0) throw notFound(CODED.queue.fieldNotFound);
  const match = matches.find((candidate) => repo.keyOf(candidate.label) === repo.keyOf(label));
  if (!match) throw notFound(CODED.queue.matchNotFound);
  return { matches, match };
}

/**
 * PUT /api/fields/{field}/current (organisers, volunteers): `label` is now on the field. The
 * teams of the next `queueLeadMatches` matches are called to queue, each once per match: the
 * calls are claimed (queue_calls' primary key) and their pushes queued in one transaction, so
 * two instances marking the field at once, a retry or a restart never call a team twice, and a
 * claim never commits without its pushes. The same match marked again changes nothing.
 */
export async function markCurrentMatch(
  ctx: SchedulingContext,
  field: string,
  label: string,
): Promise<CurrentMatch> {
  const { matches, match } = await fieldWithMatch(ctx.db, field, label);
  const lead = await repo.readQueueLead(ctx.db);
  const events = await transaction(ctx.db, async (tx) => {
    const before = await repo.markCurrentMatch(tx, repo.keyOf(field), match.label);
    if (before !== null && repo.keyOf(before) === repo.keyOf(match.label)) return null;
    const labels = matches.map((candidate) => candidate.label);
    const due = calledMatches(labels, match.label, lead).map((called) =>
      matches.find((candidate) => candidate.label === called)!,
    );
    const claimed = await repo.claimQueueCalls(
      tx,
      due.flatMap((called) =>
        called.teams.map((team) => ({ teamId: team.teamId, matchKey: repo.keyOf(called.label) })),
      ),
    );
    const calls: DomainEvent[] = due.flatMap((called) => {
      const teamIds = claimed
        .filter((claim) => claim.matchKey === repo.keyOf(called.label))
        .map((claim) => claim.teamId);
      return teamIds.length > 0
        ? [{ type: 'queue.called' as const, match: called.label, field: match.field, teamIds }]
        : [];
    });
    // The pushes are queued in this transaction (decision 281).
    await ctx.events.record(tx, ...calls);
    return calls;
  });
  if (events === null) return { field: match.field, match: match.label, called: 0 };
  await ctx.events.emit({ type: 'queue.changed' }, ...events);
  const called = events.reduce(
    (sum, event) => sum + (event.type === 'queue.called' ? event.teamIds.length : 0),
    0,
  );
  return { field: match.field, match: match.label, called };
}

/** GET /api/queue: each field's current match and its matches from it on, with teams and check-ins. */
export async function listFieldQueues(db: Executor, field?: string): Promise<FieldQueue[]> {
  const [matches, current, lead] = await Promise.all([
    repo.listFieldMatches(db, field === undefined ? undefined : [repo.keyOf(field)]),
    repo.readCurrentMatches(db),
    repo.readQueueLead(db),
  ]);
  const byField = new Map<string, repo.FieldMatch[]>();
  for (const match of matches) {
    const key = repo.keyOf(match.field);
    byField.set(key, [...(byField.get(key) ?? []), match]);
  }
  const shown: {
    field: string;
    currentMatch: string | null;
    matches: (repo.FieldMatch & { state: QueueState | null })[];
  }[] = [];
  for (const [key, onField] of byField) {
    const currentLabel = current.get(key) ?? null;
    const states = queueStates(
      onField.map((match) => match.label),
      currentLabel,
      lead,
    );
    const at =
      currentLabel === null
        ? 0
        : Math.max(
            0,
            onField.findIndex((match) => repo.keyOf(match.label) === repo.keyOf(currentLabel)),
          );
    // The current match and the few after it: what the queue and the displays work on.
    const ahead = onField
      .slice(at, at + 2 * lead + 1)
      .map((match) => ({ ...match, state: states.get(match.label) ?? null }));
    shown.push({ field: onField[0]!.field, currentMatch: currentLabel, matches: ahead });
  }
  const checkIns = await repo.readCheckIns(
    db,
    shown.flatMap((queue) => queue.matches.map((match) => repo.keyOf(match.label))),
  );
  return shown.map((queue) => ({
    field: queue.field,
    currentMatch: queue.currentMatch,
    matches: queue.matches.map((match) => ({
      label: match.label,
      startTime: match.startTime.toISOString(),
      state: match.state,
      teams: match.teams.map((team) => ({
        ...team,
        checkIn: checkIns.get(`${repo.keyOf(match.label)}:${team.teamId}`) ?? null,
      })),
    })),
  }));
}

/** PUT /api/queue/check-ins (organisers, volunteers): a team's check-in at the queue for one match. */
export async function checkInAtQueue(
  ctx: SchedulingContext,
  checkIn: QueueCheckIn,
): Promise<QueueCheckIn> {
  const [match] = await repo.listFieldMatches(ctx.db, undefined, repo.keyOf(checkIn.match));
  if (!match) throw notFound(CODED.queue.matchNotFound);
  if (!match.teams.some((team) => team.teamId === checkIn.teamId))
    throw notFound(CODED.queue.teamNotInMatch);
  await repo.saveCheckIn(ctx.db, {
    matchKey: repo.keyOf(match.label),
    teamId: checkIn.teamId,
    status: checkIn.status,
  });
  await ctx.events.emit({ type: 'queue.changed' });
  return { match: match.label, teamId: checkIn.teamId, status: checkIn.status };
}

/**
 * Each match's queue state (GET /api/matches), derived from its field's current match: the
 * fields with none marked cost no more than one small read.
 */
export async function withQueueStates<T extends Pick<Match, 'label' | 'field'>>(
  db: Executor,
  matches: T[],
): Promise<(T & { queueState: QueueState | null })[]> {
  const current = await repo.readCurrentMatches(db);
  const fields = [
    ...new Set(
      matches.flatMap((match) =>
        match.field !== null && current.has(repo.keyOf(match.field))
          ? [repo.keyOf(match.field)]
          : [],
      ),
    ),
  ];
  if (fields.length === 0) return matches.map((match) => ({ ...match, queueState: null }));
  const [onFields, lead] = await Promise.all([
    repo.listFieldMatches(db, fields),
    repo.readQueueLead(db),
  ]);
  const states = new Map<string, QueueState | null>();
  for (const key of fields) {
    const labels = onFields
      .filter((match) => repo.keyOf(match.field) === key)
      .map((match) => match.label);
    for (const [label, state] of queueStates(labels, current.get(key) ?? null, lead))
      states.set(repo.keyOf(label), state);
  }
  return matches.map((match) => ({
    ...match,
    queueState: states.get(repo.keyOf(match.label)) ?? null,
  }));
}
