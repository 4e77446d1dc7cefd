import { useMemo } from 'react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { formatTeamCode } from '../../../../shared/team-code.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { registrationLink } from '../code-link.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** The quiet zone around a QR code, in modules. */
const QR_MARGIN = 2;

/**
 * A text's QR code (qrcode, decisions 153 and 212) as one SVG path: each run of dark modules in a
 * row is one rectangle. Drawn inline, not as an image: six hundred PNGs drawn through canvases, or
 * six hundred SVG images each parsed as a document of its own, held the sheets blank for seconds.
 */
function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      path += `M${start} ${row}h${column + 1 - start}v1H${start}z`;
    }
  }
  return { size: modules.size, path };
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrCodePath(text), [text]);
  const side = size + 2 * QR_MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`${-QR_MARGIN} ${-QR_MARGIN} ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-[34mm] shrink-0"
    >
      <rect x={-QR_MARGIN} y={-QR_MARGIN} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** One team's card: its name, its code, and a QR code of the link that registers it. */
export function TeamCodeCard({ team, origin, heading }: { team: TeamListItem; origin: string; heading: string }) {
  const { t } = useTranslation('admin');
  const link = registrationLink(origin, team.id, team.joinCode ?? '');
  return (
    <article className="team-code-card flex gap-3 rounded-lg border-2 border-dashed border-black p-3 text-black" data-testid="team-code-card">
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-[10px] font-bold tracking-widest uppercase">{heading}</p>
        <h2 className="mt-1 text-lg leading-tight font-black break-words">{teamLabel(team)}</h2>
        <p className="mt-2 text-xs">{t('teams.teamCode')}</p>
        <p className="font-mono text-xl font-black tracking-[0.1em] whitespace-nowrap">
          {team.joinCode ? formatTeamCode(team.joinCode) : null}
        </p>
        <p className="mt-auto text-[10px] leading-snug">
          {t('teams.sheets.cardHelp')}
        </p>
      </div>
      <QrCode text={link} label={t('teams.sheets.qr', { name: teamLabel(team) })} />
    </article>
  );
}
