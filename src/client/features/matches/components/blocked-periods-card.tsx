import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Save, Trash2 } from 'lucide-react';
import { venueInstant } from '../../../../shared/venue-clock.ts';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { tournamentSettingsQueryOptions } from '../../settings/index.ts';
import { useBlockedPeriods, useSaveBlockedPeriods } from '../api.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { BufferForm } from './match-buffer-form.tsx';

type Row = { key: number; label: string; start: string; end: string };
let nextKey = 1;

/** Admin Matches tab: the buffer and the periods closed to interviews for everyone (decision 181). */
export function BlockedPeriodsCard() {
  const { t } = useTranslation('matches');
  const zone = useVenueZone();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const periods = useBlockedPeriods();
  const save = useSaveBlockedPeriods();
  const [rows, setRows] = useState<Row[] | null>(null);
  const tournamentDate = settings.data?.tournamentDate ?? null;
  const shown: Row[] =
    rows ??
    (periods.data ?? []).map((period) => ({
      key: period.id,
      label: period.label,
      start: formatVenueClockHm(period.startTime, zone),
      end: formatVenueClockHm(period.endTime, zone),
    }));
  const edit = (key: number, change: Partial<Row>) =>
    setRows(shown.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit() {
    const body = shown.map((row) => ({
      label: row.label,
      start: venueInstant(row.start, tournamentDate, zone),
      end: venueInstant(row.end, tournamentDate, zone),
    }));
    if (body.some((row) => !row.start || !row.end)) {
      toast({
        title: t('blocked.notSaved'),
        description: tournamentDate ? t('blocked.needTimes') : t('blocked.needDate'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await save.mutateAsync({
        periods: body.map((row) => ({
          label: row.label,
          startTime: row.start!.toISOString(),
          endTime: row.end!.toISOString(),
        })),
      });
      setRows(null);
      toast({ title: t('blocked.saved'), description: t('blocked.savedText'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('blocked.notSaved'),
        description: errorMessage(error, t('blocked.tryAgain')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('blocked.title')}</CardTitle>
        <CardDescription>{t('blocked.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Keyed by the saved value: a change from elsewhere starts the field afresh. */}
        <BufferForm
          key={settings.data?.matchBufferMinutes ?? 15}
          tournamentDate={tournamentDate}
          value={settings.data?.matchBufferMinutes ?? 15}
        />
        <ul className="flex flex-col gap-2" aria-label={t('blocked.list')}>
          {shown.map((row) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2">
              <Input
                aria-label={t('blocked.period')}
                className="w-48"
                value={row.label}
                placeholder={t('blocked.periodPlaceholder')}
                onChange={(event) => edit(row.key, { label: event.target.value })}
              />
              <Input
                aria-label={t('blocked.starts')}
                type="time"
                className="w-32"
                value={row.start}
                onChange={(event) => edit(row.key, { start: event.target.value })}
              />
              <Input
                aria-label={t('blocked.ends')}
                type="time"
                className="w-32"
                value={row.end}
                onChange={(event) => edit(row.key, { end: event.target.value })}
              />
              <Button
                variant="ghost"
                aria-label={
                  row.label ? t('blocked.remove', { label: row.label }) : t('blocked.removePeriod')
                }
                onClick={() => setRows(shown.filter((other) => other.key !== row.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setRows([...shown, { key: -nextKey++, label: '', start: '12:00', end: '13:00' }])
            }
          >
            <Plus aria-hidden="true" />
            {t('blocked.add')}
          </Button>
          <Button disabled={rows === null || save.isPending} onClick={() => void submit()}>
            <Save aria-hidden="true" />
            {t('blocked.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
