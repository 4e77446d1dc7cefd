import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import type { acceptInviteRequestSchema } from '../../../shared/contract/staff.ts';
import { STAFF_MESSAGES } from '../../../shared/staff-roles.ts';
import { badRequest, conflict, gone, isUniqueViolation } from '../../http-errors.ts';
import { hashToken } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { isCommonPassword } from './common-passwords.ts';
import { audited } from './staff.dto.ts';
import * as repo from './staff.repo.ts';
import type { StaffDeps } from './staff.service.ts';
import type { StaffRow } from './staff.repo.ts';
import { transaction } from '../../db/transactions.ts';

type AcceptInvite = z.output<typeof acceptInviteRequestSchema>;

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
    throw badRequest(CODED.staff.passwordCommon, [
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
      if (!accepted) throw gone(CODED.staff.inviteGone);
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
      throw conflict(CODED.staff.usernameTaken);
    }
    throw error;
  }
}
