import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/index.ts';
import { DaySheets } from '../features/matches/components/day-sheet.tsx';
import { useOrganiserTexts } from '../lib/i18n/organiser.ts';

/** /day-sheet: the signed-in team's printable day (an administrator names the team with ?team=). */
export default function DaySheetPage() {
  const { t } = useTranslation('matches');
  const ready = useOrganiserTexts(['matches']);
  const session = useSession();
  const requested = Number(new URLSearchParams(useSearch()).get('team'));
  const teamId = session.isAdmin && requested > 0 ? requested : session.teamId;
  if (teamId === null) return ready ? <p className="p-6">{t('sheet.signIn')}</p> : null;
  return <DaySheets teamIds={[teamId]} backHref={session.isAdmin ? '/admin' : '/home'} />;
}
