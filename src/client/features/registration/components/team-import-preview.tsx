import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamImportProblem, TeamImportRow } from '../../../../shared/team-import.ts';
import { ImportProblems } from '../../../components/import-problems.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

const PREVIEW_ROWS = 25;

/** What a chosen file will import: its problems first (the first ones, counted), then the first rows. */
export function TeamImportPreview({
  rows,
  problems,
  total,
}: {
  rows: TeamImportRow[];
  problems: TeamImportProblem[];
  total?: number;
}) {
  const { t } = useTranslation('admin');
  const problemLines = new Set(problems.map((problem) => problem.line));
  return (
    <div className="flex flex-col gap-3">
      {problems.length > 0 ? (
        <ImportProblems problems={problems} total={total} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('teams.import.ready', { count: rows.length })}
        </p>
      )}
      <div className="max-h-64 overflow-auto rounded-lg border border-zinc-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('teams.import.caption')}</caption>
          <thead className="sticky top-0 bg-zinc-100 text-zinc-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('teams.import.line')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('teams.import.name')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('teams.import.descriptionColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row) => (
              <tr key={row.line} className={problemLines.has(row.line) ? 'bg-red-50' : undefined}>
                <td className="px-3 py-1.5 text-zinc-600">{row.line}</td>
                <td className="px-3 py-1.5 font-semibold break-words">{row.name}</td>
                <td className="px-3 py-1.5 break-words text-zinc-700">{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_ROWS ? (
        <p className="text-sm text-zinc-600">
          {t('teams.import.more', { count: rows.length - PREVIEW_ROWS })}
        </p>
      ) : null}
    </div>
  );
}
