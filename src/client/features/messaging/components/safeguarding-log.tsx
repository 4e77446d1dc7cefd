import { useState } from 'react';
import { format } from 'date-fns';
import { ArrowRight, ShieldBan } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBlocks, useMessageLog } from '../api.ts';

const LOG_STEP = 50;
const LOG_MAX = 200;

const when = (iso: string) => format(new Date(iso), DATE_FORMATS.messageTime);

/**
 * The administrator's read-only view of every message between teams, newest first, and of the
 * blocks teams have set (youth safety beyond the spec). Reading here never marks anything read.
 */
export function SafeguardingLog() {
  const [limit, setLimit] = useState(LOG_STEP);
  const log = useMessageLog(limit);
  const blocks = useBlocks(true);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Safeguarding log</CardTitle>
          <CardDescription>Every message between teams, newest first. This view is read-only.</CardDescription>
        </CardHeader>
        <CardContent>
          {log.isPending ? (
            <Spinner label="Loading messages" />
          ) : log.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              The message log could not be loaded.
            </p>
          ) : log.data.length === 0 ? (
            <p className="text-sm text-zinc-600">No messages have been sent yet.</p>
          ) : (
            <>
              <ol aria-label="All messages" className="flex flex-col divide-y divide-zinc-200">
                {log.data.map((m) => (
                  <li key={m.id} className="flex flex-col gap-1 py-3">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
                      <span>{teamLabel(m.senderTeam)}</span>
                      <ArrowRight aria-label="to" className="size-4 text-zinc-500" />
                      <span>{teamLabel(m.receiverTeam)}</span>
                      <Badge variant={m.isRead ? 'secondary' : 'warning'}>{m.isRead ? 'Read' : 'Unread'}</Badge>
                    </div>
                    <p className="text-sm text-zinc-900">{m.content}</p>
                    <time dateTime={m.createdAt} className="text-xs text-zinc-600">
                      {when(m.createdAt)}
                    </time>
                  </li>
                ))}
              </ol>
              {log.data.length >= limit && limit < LOG_MAX ? (
                <Button variant="outline" className="mt-3" onClick={() => setLimit((l) => l + LOG_STEP)}>
                  Show older messages
                </Button>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Blocked teams</CardTitle>
          <CardDescription>Pairs of teams that can no longer message each other.</CardDescription>
        </CardHeader>
        <CardContent>
          {blocks.data && blocks.data.length > 0 ? (
            <ul className="flex flex-col divide-y divide-zinc-200">
              {blocks.data.map((b) => (
                <li key={`${b.blockerTeam.id}-${b.blockedTeam.id}`} className="flex flex-wrap items-center gap-2 py-3 text-sm">
                  <ShieldBan aria-hidden="true" className="size-4 text-zinc-600" />
                  <span className="font-semibold">{teamLabel(b.blockerTeam)}</span> blocked
                  <span className="font-semibold">{teamLabel(b.blockedTeam)}</span>
                  <time dateTime={b.createdAt} className="text-xs text-zinc-600">
                    {when(b.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600">{blocks.isPending ? 'Loading…' : 'No team has blocked another.'}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
