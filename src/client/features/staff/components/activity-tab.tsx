import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { AuditEntry } from '../../../../shared/contract/audit.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { auditCsvHref, useAuditLog, type AuditFilter } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

const shown = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const before = shown(entry.before);
  const after = shown(entry.after);
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="activity-entry">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-bold text-zinc-950">{entry.actorName}</span>
        <Badge variant="outline">{entry.actorRole}</Badge>
        <span className="font-mono text-zinc-900">{entry.action}</span>
        {entry.target ? (
          <span className="text-zinc-700">{t('activity.on', { target: entry.target })}</span>
        ) : null}
      </p>
      <time dateTime={entry.at} className="text-xs text-zinc-600">
        {formatDateTime(new Date(entry.at), language)}
      </time>
      {before !== null || after !== null ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 font-mono text-xs break-all text-zinc-800">
          {before !== null ? (
            <>
              <dt className="font-sans font-semibold">{t('activity.before')}</dt>
              <dd>{before}</dd>
            </>
          ) : null}
          {after !== null ? (
            <>
              <dt className="font-sans font-semibold">{t('activity.after')}</dt>
              <dd>{after}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}

/** Admin -> Activity (decision 260): who changed what, filtered by person or action, as CSV too. */
export function ActivityTab() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState<AuditFilter>({ actor: '', action: '' });
  const [filter, setFilter] = useState<AuditFilter>(draft);
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('activity.title')}</CardTitle>
          <CardDescription>{t('activity.intro')}</CardDescription>
        </div>
        <Button asChild variant="outline">
          <a href={auditCsvHref(filter)} download>
            <Download aria-hidden="true" />
            {t('activity.export')}
          </a>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter(draft);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-actor`}>{t('activity.person')}</Label>
            <Input
              id={`${id}-actor`}
              value={draft.actor}
              onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-action`}>{t('activity.action')}</Label>
            <Input
              id={`${id}-action`}
              value={draft.action}
              placeholder="staff."
              onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            />
          </div>
          <Button type="submit" variant="outline">
            {t('activity.filter')}
          </Button>
        </form>
        {log.isPending ? (
          <Spinner label={t('activity.loading')} />
        ) : log.isError ? (
          <p role="alert" className="text-red-700">
            {t('activity.failed')}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-zinc-700">{t('activity.empty')}</p>
        ) : (
          <ol aria-label={t('activity.list')} className="divide-y divide-zinc-200">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        {log.hasNextPage ? (
          <Button
            variant="outline"
            className="self-start"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t('activity.older')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
