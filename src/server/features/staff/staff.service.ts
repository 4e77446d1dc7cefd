import type { z } from 'zod';
import type {
  acceptInviteRequestSchema,
  createStaffRequestSchema,
  StaffMember,
  StaffWithInvite,
  updateStaffRequestSchema,
} from '../../../shared/contract/staff.ts';
import { INVITE_TTL_MS, STAFF_MESSAGES, type StaffRole } from '../../../shared/staff-roles.ts';
import type { AppDb } from '../../db/client.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import { badRequest, conflict, gone, isUniqueViolation, notFound } from '../../http-errors.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { deleteSessionsOfStaff, sessionHashesOfStaff } from '../../plugins/sessions.repo.ts';
import { isCommonPassword } from './common-passwords.ts';
import * as repo from './staff.repo.ts';
import type { StaffRow } from './staff.repo.ts';
import { transaction } from '../../db/transactions.ts';

type CreateStaff = z.output<typeof createStaffRequestSchema>;
type UpdateStaff = z.output<typeof updateStaffRequestSchema>;
type AcceptInvite = z.output<typeof acceptInviteRequestSchema>;

export interface StaffDeps {
  db: AppDb;
  /** Where `staff.changed` goes: every organiser's People list refetches. */
  events: EventSink;
  /** Forgets sessions on every instance (plugins/sessions.ts `forgetSessions`). */
  forgetSessions(tokenHashes: string[]): Promise<void>;
}

function statusOf(row: StaffRow, now = Date.now()): StaffMember['status'] {
  if (row.username !== null) return 'active';
  return row.inviteExpiresAt && row.inviteExpiresAt.getTime() > now ? 'invited' : 'expired';
}

function toStaffDto(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.displayName ?? row.username ?? '',
    username: row.username,
    role: row.role,
    rooms: row.role === 'judge' ? row.rooms : [],
    status: statusOf(row),
    inviteExpiresAt: row.username === null ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the activity log keeps of a person: never a password hash or an invite token. */
const audited = (row: StaffRow) => ({
  name: row.displayName ?? row.username,
  username: row.username,
  role: row.role,
  rooms: row.rooms,
});

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
    if (!before) throw notFound(STAFF_MESSAGES.notFound);
    const role = body.role ?? before.role;
    if (role === 'judge' && (body.rooms ?? before.rooms).length === 0) {
      throw badRequest(STAFF_MESSAGES.roomsRequired, [
        { field: 'rooms', message: STAFF_MESSAGES.roomsRequired },
      ]);
    }
    if (
      before.role === 'organiser' &&
      role !== 'organiser' &&
      before.username !== null &&
      (await repo.lockActiveOrganisers(tx)) <= 1
    ) {
      throw conflict(STAFF_MESSAGES.lastOrganiser);
    }
    if (body.newInvite && before.username !== null) throw conflict(STAFF_MESSAGES.alreadyAccepted);
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
    if (!before) throw notFound(STAFF_MESSAGES.notFound);
    if (auth.kind === 'admin' && auth.adminId === id) throw conflict(STAFF_MESSAGES.notYourself);
    if (
      before.role === 'organiser' &&
      before.username !== null &&
      (await repo.lockActiveOrganisers(tx)) <= 1
    ) {
      throw conflict(STAFF_MESSAGES.lastOrganiser);
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

/**
 * POST /api/staff/invites/accept: the invited person picks a username and a password. The
 * password is checked against the common ones before the (costly) hash; the invite is spent in
 * the same statement that sets the credentials, so it works once. Gone, expired, used or never
 * issued: 410 alike (a token is 256 random bits, nothing to enumerate).
 */
export async function acceptInvite(
  { db, events }: Pick<StaffDeps, 'db' | 'events'>,
  body: AcceptInvite,
): Promise<StaffRow> {
  if (await isCommonPassword(body.password)) {
    throw badRequest(STAFF_MESSAGES.passwordCommon, [
      { field: 'password', message: STAFF_MESSAGES.passwordCommon },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await transaction(db, async (tx) => {
      const accepted = await repo.acceptInvite(tx, hashToken(body.token), {
        username: body.username,
        passwordHash,
      });
      if (!accepted) throw gone(STAFF_MESSAGES.inviteGone);
      const self: Auth =
        accepted.role === 'organiser'
          ? { kind: 'admin', adminId: accepted.id, username: body.username, tokenHash: '' }
          : {
              kind: 'staff',
              adminId: accepted.id,
              username: body.username,
              role: accepted.role,
              rooms: accepted.rooms,
              tokenHash: '',
            };
      await recordAudit(tx, self, {
        action: 'staff.joined',
        target: `person ${accepted.id}`,
        after: audited(accepted),
      });
      return accepted;
    });
    await events.emit({ type: 'staff.changed' });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(STAFF_MESSAGES.usernameTaken);
    }
    throw error;
  }
}
