import type { TeamListItem } from '../../../shared/contract/teams.ts';
import type { Auth } from '../../plugins/sessions.ts';
import type { TeamWithRegistrationRow } from './teams.repo.ts';

/**
 * Who sees what of a team: everyone its name, registration and check-in; the check-in desk (a
 * volunteer) also its code; organisers also its coach's contact details.
 */
type TeamAudience = 'everyone' | 'desk' | 'admin';

export function teamAudience(auth: Auth | null): TeamAudience {
  if (auth?.kind === 'admin') return 'admin';
  return auth?.kind === 'staff' && auth.role === 'volunteer' ? 'desk' : 'everyone';
}

export function toTeamDto(row: TeamWithRegistrationRow, auth: Auth | null): TeamListItem {
  const team = {
    id: row.id,
    name: row.name,
    description: row.description,
    number: row.number,
    isRegistered: row.registeredAt != null,
    checkedIn: row.checkedInAt != null,
  };
  const audience = teamAudience(auth);
  if (audience === 'everyone') return team;
  if (audience === 'desk')
    return {
      ...team,
      joinCode: row.joinCode,
      registeredAt: row.registeredAt?.toISOString() ?? null,
    };
  return {
    ...team,
    joinCode: row.joinCode,
    coachName: row.coachName,
    coachEmail: row.coachEmail,
    coachPhone: row.coachPhone,
    registeredAt: row.registeredAt?.toISOString() ?? null,
  };
}
