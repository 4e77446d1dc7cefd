import { createPortal } from 'react-dom';
import { APP_NAME } from '../../../../shared/constants.ts';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { formatTeamCode } from '../../../../shared/team-code.ts';

/**
 * Only the sheet prints: everything else on the page is hidden on paper, and the sheet is
 * hidden on screen. Cards never break across pages.
 */
const PRINT_CSS = `
.team-code-sheet { display: none; }
@media print {
  body > *:not(.team-code-sheet) { display: none !important; }
  .team-code-sheet { display: block; }
  .team-code-sheet .team-code-card { break-inside: avoid; page-break-inside: avoid; }
  @page { margin: 12mm; }
}
`;

/**
 * The printable team-code sheet: one card per team with its code and how to use it. Rendered
 * next to the app (a direct child of <body>) so the print rules can hide everything else.
 */
export function TeamCodeSheet({
  teams,
  tournamentDate,
}: {
  teams: TeamListItem[];
  tournamentDate: string;
}) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return createPortal(
    <div className="team-code-sheet" data-testid="team-code-sheet">
      <style>{PRINT_CSS}</style>
      <div className="grid grid-cols-2 gap-4 text-black">
        {teams.map((team) => (
          <section
            key={team.id}
            className="team-code-card rounded-lg border-2 border-dashed border-black p-4"
          >
            <p className="text-xs font-bold tracking-widest uppercase">
              {APP_NAME} · Tournament {tournamentDate}
            </p>
            <h2 className="mt-1 text-lg font-black">{team.name}</h2>
            <p className="mt-2 text-xs">Team code</p>
            <p className="font-mono text-2xl font-black tracking-[0.12em] whitespace-nowrap">
              {team.joinCode ? formatTeamCode(team.joinCode) : null}
            </p>
            <ol className="mt-3 list-decimal space-y-0.5 pl-4 text-xs">
              <li>
                Open <span className="font-semibold">{origin}/register</span> and choose your team.
              </li>
              <li>The coach (18 or older) enters this code and signs the consent form.</li>
              <li>On another phone, choose your team on the home page and enter this code.</li>
            </ol>
            <p className="mt-2 text-[10px]">Keep this code within your team.</p>
          </section>
        ))}
      </div>
    </div>,
    document.body,
  );
}
