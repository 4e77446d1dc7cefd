import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import type {
  createStaffRequestSchema,
  StaffMember,
  StaffWithInvite,
  updateStaffRequestSchema,
} from '../../../shared/contract/staff.ts';
import { INVITE_TTL_MS, STAFF_MESSAGES, type StaffRole } from '../../../shared/staff-roles.ts';
import type { AppDb } from '../../db/client.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { deleteSessionsOfStaff, sessionHashesOfStaff } from '../../plugins/sessions.repo.ts';
import { audited, toStaffDto } from './staff.dto.ts';
import * as repo from './staff.repo.ts';
import { transaction } from '../../db/transactions.ts';

type CreateStaff = z.output<typeof createStaffRequestSchema>;
type UpdateStaff = z.output<typeof updateStaffRequestSchema>;

export interface StaffDeps {
  db: AppDb;
  /** Where `staff.changed` goes: every organiser's People list refetches. */
  events: EventSink;
  /** Forgets sessions on every instance (plugins/sessions.ts `forgetSessions`). */
  forgetSessions(tokenHashes: string[]): Promise<void>;
}

/** A new one-time invite: the token for the link, its hash for the database. */
function newInvite(now = Date.now()) {
  const token = randomToken();
  const expiresAt = new Date(now + INVITE_TTL_MS);
  return {
    token,
    expiresAt,
    values: { inviteTokenHash: hashToken(token), inviteExpiresAt: expiresAt },
  };
}

/** Rooms belong to judges only. */
const roomsFor = (role: StaffRole, rooms: string[]) => (role === 'judge' ? rooms : []);

export async function listStaff(db: AppDb): Promise<StaffMember[]> {
  return (await repo.listStaff(db)).map(toStaffDto);
}

/** POST /api/staff: the person exists at once, as invited; the link works for 24 hours, once. */
export async function inviteStaff(
  { db, events }: StaffDeps,
  auth: Auth,
  body: CreateStaff,
): Promise<StaffWithInvite> {
  const invite = newInvite();
  const row = await transaction(db, async (tx) => {
    const inserted = await repo.insertInvitedStaff(tx, {
      displayName: body.name,
      role: body.role,
      rooms: roomsFor(body.role, body.rooms),
      ...invite.values,
    });
    await recordAudit(tx, auth, {
      action: 'staff.invited',
      target: `person ${inserted.id}`,
      after: audited(inserted),
    });
    return inserted;
  });
  await events.emit({ type: 'staff.changed' });
  return {
    person: toStaffDto(row),
    invite: { token: invite.token, expiresAt: invite.expiresAt.toISOString() },
  };
}

/**
 * PATCH /api/staff/{id}: another name, role or rooms, or a fresh invite link for someone who has
 * not accepted theirs. Demoting the last organiser who can sign in is refused (409). A new role
 * or new rooms apply to the person's open sessions at once, on every instance.
 */
export async function updateStaff(
  deps: StaffDeps,
  auth: Auth,
  id: number,
  body: UpdateStaff,
): Promise<StaffWithInvite> {
  const result = await transaction(deps.db, async (tx) => {
    const before = await repo.lockStaff(tx, id);
    if (!before) throw notFound(CODED.staff.notFound);
    const role = body.role ?? before.role;
    if (role === 'judge' && (body.rooms ?? before.rooms).length === 0) {
      throw badRequest(CODED.staff.roomsRequired, [
        { field: 'rooms', message: STAFF_MESSAGES.roomsRequired },
      ]);
    }
    if (
      before.role === 'organiser' &&
      role !== 'organiser' &&
      before.username !== null &&
      (await repo.lockActiveOrganisers(tx)) <= 1
    ) {
      throw conflict(CODED.staff.lastOrganiser);
    }
    if (body.newInvite && before.username !== null) throw conflict(CODED.staff.alreadyAccepted);
    const invite = body.newInvite ? newInvite() : undefined;
    const after = await repo.updateStaff(tx, id, {
      displayName: body.name ?? before.displayName,
      role,
      rooms: roomsFor(role, body.rooms ?? before.rooms),
      ...invite?.values,
    });
    await recordAudit(tx, auth, {
      action: invite ? 'staff.reinvited' : 'staff.changed',
      target: `person ${id}`,
      before: audited(before),
      after: audited(after),
    });
    const rightsChanged =
      after.role !== before.role || after.rooms.join('\n') !== before.rooms.join('\n');
    return { after, invite, sessions: rightsChanged ? await sessionHashesOfStaff(tx, id) : [] };
  });
  await deps.forgetSessions(result.sessions);
  await deps.events.emit({ type: 'staff.changed' });
  return {
    person: toStaffDto(result.after),
    invite: result.invite
      ? { token: result.invite.token, expiresAt: result.invite.expiresAt.toISOString() }
      : null,
  };
}

/**
 * DELETE /api/staff/{id}: the person is gone and so are their sessions, in one transaction; then
 * every instance forgets them, so their next request gets 401 wherever it lands. An organiser
 * cannot remove themselves, nor the last organiser who can sign in (409).
 */
export async function removeStaff(deps: StaffDeps, auth: Auth, id: number): Promise<void> {
  const ended = await transaction(deps.db, async (tx) => {
    const before = await repo.lockStaff(tx, id);
    if (!before) throw notFound(CODED.staff.notFound);
    if (auth.kind === 'admin' && auth.adminId === id) throw conflict(CODED.staff.notYourself);
    if (
      before.role === 'organiser' &&
      before.username !== null &&
      (await repo.lockActiveOrganisers(tx)) <= 1
    ) {
      throw conflict(CODED.staff.lastOrganiser);
    }
    const sessions = await deleteSessionsOfStaff(tx, id);
    await repo.deleteStaff(tx, id);
    await recordAudit(tx, auth, {
      action: 'staff.removed',
      target: `person ${id}`,
      before: audited(before),
    });
    return sessions;
  });
  await deps.forgetSessions(ended);
  await deps.events.emit({ type: 'staff.changed' });
}
