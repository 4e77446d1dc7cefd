import { useState } from 'react';
import { format } from 'date-fns';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowRight, ShieldBan } from 'lucide-react';
import { DATE_FORMATS, MESSAGING } from '../../../../shared/constants.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
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
import { useBlocks, useMessageLog } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

const LOG_STEP = MESSAGING.logPageSize;
const LOG_MAX = MESSAGING.logMaxLimit;

const when = (iso: string) => format(new Date(iso), DATE_FORMATS.messageTime);

/**
 * The administrator's read-only view of every message between teams, newest first, and of the
 * blocks teams have set (youth safety beyond the spec). Reading here never marks anything read.
 */
export function SafeguardingLog() {
  const { t } = useTranslation('admin');
  const [limit, setLimit] = useState<number>(LOG_STEP);
  const log = useMessageLog(limit);
  const blocks = useBlocks(true);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('safeguarding.title')}</CardTitle>
          <CardDescription>{t('safeguarding.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {log.isPending ? (
            <Spinner label={t('safeguarding.loading')} />
          ) : log.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('safeguarding.failed')}
            </p>
          ) : log.data.length === 0 ? (
            <p className="text-sm text-zinc-600">{t('safeguarding.empty')}</p>
          ) : (
            <>
              <ol
                aria-label={t('safeguarding.list')}
                className="flex flex-col divide-y divide-zinc-200"
              >
                {log.data.map((m) => (
                  <li key={m.id} className="flex flex-col gap-1 py-3">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
                      <span>{teamLabel(m.senderTeam)}</span>
                      <ArrowRight
                        aria-label={t('safeguarding.to')}
                        className="size-4 text-zinc-500"
                      />
                      <span>{teamLabel(m.receiverTeam)}</span>
                      <Badge variant={m.isRead ? 'secondary' : 'warning'}>
                        {m.isRead ? t('safeguarding.read') : t('safeguarding.unread')}
                      </Badge>
                    </div>
                    <p className="text-sm text-zinc-900">{m.content}</p>
                    <time dateTime={m.createdAt} className="text-xs text-zinc-600">
                      {when(m.createdAt)}
                    </time>
                  </li>
                ))}
              </ol>
              {log.data.length >= limit && limit < LOG_MAX ? (
                <Button
                  variant="outline"
                  className="mt-3"
                  onClick={() => setLimit((l) => l + LOG_STEP)}
                >
                  {t('safeguarding.older')}
                </Button>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('safeguarding.blocksTitle')}</CardTitle>
          <CardDescription>{t('safeguarding.blocksDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {blocks.data && blocks.data.length > 0 ? (
            <ul className="flex flex-col divide-y divide-zinc-200">
              {blocks.data.map((b) => (
                <li
                  key={`${b.blockerTeam.id}-${b.blockedTeam.id}`}
                  className="flex flex-wrap items-center gap-2 py-3 text-sm"
                >
                  <ShieldBan aria-hidden="true" className="size-4 text-zinc-600" />
                  <span>
                    <Trans
                      t={t}
                      i18nKey="safeguarding.blocked"
                      values={{
                        blocker: teamLabel(b.blockerTeam),
                        blocked: teamLabel(b.blockedTeam),
                      }}
                      components={{ team: <span className="font-semibold" /> }}
                    />
                  </span>
                  <time dateTime={b.createdAt} className="text-xs text-zinc-600">
                    {when(b.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600">
              {blocks.isPending ? t('actions.loading') : t('safeguarding.noBlocks')}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
