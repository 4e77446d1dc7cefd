import { useSearch } from 'wouter';
import { useSession } from '../features/auth/index.ts';
import { DaySheets } from '../features/matches/components/day-sheet.tsx';

/** /day-sheet: the signed-in team's printable day (an administrator names the team with ?team=). */
export default function DaySheetPage() {
  const session = useSession();
  const requested = Number(new URLSearchParams(useSearch()).get('team'));
  const teamId = session.isAdmin && requested > 0 ? requested : session.teamId;
  if (teamId === null) return <p className="p-6">Sign in as a team to see its day sheet.</p>;
  return <DaySheets teamIds={[teamId]} backHref={session.isAdmin ? '/admin' : '/home'} />;
}
