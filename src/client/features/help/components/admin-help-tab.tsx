import { useTranslation } from 'react-i18next';
import type { HelpRequest } from '../../../../shared/contract/help-requests.ts';
import { formatVenueClock } from '../../../../shared/venue-time.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useAnswerHelpRequest, useHelpRequests } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import '../../../lib/i18n/help-texts.ts';

const waiting = (requests: readonly HelpRequest[] | undefined) =>
  (requests ?? []).filter((request) => request.status === 'open').length;

/** The tab's badge: how many requests nobody has acknowledged yet (none shown when there are none). */
export function HelpWaitingBadge() {
  const { t } = useTranslation('admin');
  const count = waiting(useHelpRequests().data);
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={t('help.waiting', { count })}
      className="ml-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
    >
      {count}
    </span>
  );
}

const STATUS_VARIANT = {
  open: 'destructive',
  acknowledged: 'warning',
  resolved: 'secondary',
} as const;

function RequestRow({ request, readOnly }: { request: HelpRequest; readOnly: boolean }) {
  const { t } = useTranslation(['admin', 'help']);
  const zone = useVenueZone();
  const language = useLanguage();
  const answer = useAnswerHelpRequest();
  const team = request.teamNumber ? `${request.teamNumber} ${request.teamName}` : request.teamName;
  const act = (status: 'acknowledged' | 'resolved') => answer.mutate({ id: request.id, status });
  return (
    <li
      aria-label={team}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {team} · {t(`help:kinds.${request.kind}`)}
        </p>
        <p className="text-zinc-600">
          {t('help:at', {
            time: formatVenueClock(request.createdAt, zone, language),
            place: t(`help:places.${request.place}`),
          })}
        </p>
        {answer.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(answer.error, t('admin:help.failed'))}
          </p>
        ) : null}
      </div>
      <Badge variant={STATUS_VARIANT[request.status]}>{t(`help:statuses.${request.status}`)}</Badge>
      {readOnly || request.status === 'resolved' ? null : (
        <div className="flex gap-2">
          {request.status === 'open' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => act('acknowledged')}
            >
              {t('admin:help.acknowledge')}
            </Button>
          ) : null}
          <Button size="sm" disabled={answer.isPending} onClick={() => act('resolved')}>
            {t('admin:help.resolve')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Admin -> Help: every team's requests, unresolved first, live; organisers acknowledge
 * and resolve them, volunteers (`readOnly`) see them to lend a hand.
 */
export function AdminHelpTab({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const requests = useHelpRequests();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin:help.title')}</CardTitle>
        <CardDescription>
          {readOnly ? t('admin:help.readOnly') : t('admin:help.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : (requests.data ?? []).length === 0 ? (
          <p className="text-sm text-zinc-600">{t('admin:help.none')}</p>
        ) : (
          <ul aria-label={t('admin:help.title')} className="grid gap-2">
            {requests.data!.map((request) => (
              <RequestRow key={request.id} request={request} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
