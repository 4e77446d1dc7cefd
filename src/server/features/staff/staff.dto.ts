import type { StaffMember } from '../../../shared/contract/staff.ts';
import type { StaffRow } from './staff.repo.ts';

function statusOf(row: StaffRow, now = Date.now()): StaffMember['status'] {
  if (row.username !== null) return 'active';
  return row.inviteExpiresAt && row.inviteExpiresAt.getTime() > now ? 'invited' : 'expired';
}

export function toStaffDto(row: StaffRow): StaffMember {
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
export const audited = (row: StaffRow) => ({
  name: row.displayName ?? row.username,
  username: row.username,
  role: row.role,
  rooms: row.rooms,
});
