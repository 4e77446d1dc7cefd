import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSharedRuleText } from '../lib/i18n/shared-rule-text.ts';

/**
 * The bad rows of a file chosen for an all-or-nothing import (teams, matches), by line, before
 * anything is sent: the same words the server would refuse it with, in the reader's language.
 * A file with very many shows the first ones (shared/csv-records.ts) and counts them all.
 */
export function ImportProblems({
  problems,
  total,
}: {
  problems: readonly { line: number; message: string }[];
  total?: number;
}) {
  const { t } = useTranslation('common');
  const inLanguage = useSharedRuleText();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('importProblems.title', { count: Math.max(total ?? 0, problems.length) })}
      </p>
      <ul className="mt-2 flex max-h-40 flex-col gap-1 overflow-y-auto">
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`}>
            <span className="font-semibold">
              {t('importProblems.line', { line: problem.line })}
            </span>{' '}
            {inLanguage(problem.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
