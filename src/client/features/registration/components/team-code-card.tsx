import { useTranslation } from 'react-i18next';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { formatTeamCode } from '../../../../shared/team-code.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { registrationLink } from '../code-link.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** One team's card: its name, its code, and a QR code of the link that registers it. */
export function TeamCodeCard({
  team,
  origin,
  heading,
}: {
  team: TeamListItem;
  origin: string;
  heading: string;
}) {
  const { t } = useTranslation('admin');
  const link = registrationLink(origin, team.id, team.joinCode ?? '');
  return (
    <article
      className="team-code-card flex gap-3 rounded-lg border-2 border-dashed border-black p-3 text-black"
      data-testid="team-code-card"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-[10px] font-bold tracking-widest uppercase">{heading}</p>
        <h2 className="mt-1 text-lg leading-tight font-black break-words">{teamLabel(team)}</h2>
        <p className="mt-2 text-xs">{t('teams.teamCode')}</p>
        <p className="font-mono text-xl font-black tracking-[0.1em] whitespace-nowrap">
          {team.joinCode ? formatTeamCode(team.joinCode) : null}
        </p>
        <p className="mt-auto text-[10px] leading-snug">{t('teams.sheets.cardHelp')}</p>
      </div>
      <QrCode
        text={link}
        label={t('teams.sheets.qr', { name: teamLabel(team) })}
        className="size-[34mm]"
      />
    </article>
  );
}
