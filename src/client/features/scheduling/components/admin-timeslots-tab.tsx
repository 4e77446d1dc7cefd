import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer, X } from 'lucide-react';
import { SCHEDULING } from '../../../../shared/constants.ts';
import { DATE_PATTERN, withinDateYears } from '../../../../shared/contract/common.ts';
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
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTimeslotPage } from '../admin-api.ts';
import { judgesScheduleUrl, useTournamentDay } from '../api.ts';
import { formatDay } from '../time.ts';
import { AddTimeslotDialog } from './add-timeslot-dialog.tsx';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { TimeslotRow } from './timeslot-row.tsx';

const PAGE_SIZE = SCHEDULING.adminTimeslotPageSize;

/** The day the list is narrowed to: a whole date the server accepts, or none (every day). */
function dayFilter(value: string): string | undefined {
  return DATE_PATTERN.test(value) && withinDateYears(value) ? value : undefined;
}

/** 'Day': narrows the list to one venue day (decision 209); 'All days' clears it. */
function DayFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('timeslots');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="timeslot-day">{t('tab.day')}</Label>
        <Input
          id="timeslot-day"
          type="date"
          className="w-auto"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {value ? (
        <Button variant="ghost" onClick={() => onChange('')}>
          <X aria-hidden="true" />
          {t('tab.allDays')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Admin dashboard, Timeslots tab (spec 2.9): 10 slots at a time ('Showing 10 of N timeslots'),
 * fetched a page at a time so an event of thousands of slots stays quick (decision 098), of every
 * day or of the one day chosen (decision 209), and 'Add New Timeslot'.
 */
export function AdminTimeslotsTab() {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const [page, setPage] = useState(0);
  const [dayText, setDayText] = useState('');
  const day = dayFilter(dayText);
  const slots = useTimeslotPage(page, PAGE_SIZE, day);
  const { tournamentDate } = useTournamentDay();
  const total = slots.data?.total ?? 0;
  const shown = slots.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // Deleting the last slot of the last page leaves that page empty: step back to one that is not
  // (adjusting state while rendering, as React recommends over an effect).
  if (slots.data && !slots.isPlaceholderData && page >= pageCount) setPage(pageCount - 1);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('tab.title')}</CardTitle>
          <CardDescription>{t('tab.description')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {tournamentDate ? (
            <Button asChild variant="outline">
              <a href={judgesScheduleUrl(tournamentDate)} target="_blank" rel="noopener">
                <Printer aria-hidden="true" />
                {t('tab.printJudges')}
              </a>
            </Button>
          ) : null}
          <AddTimeslotDialog />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <DayFilter
          value={dayText}
          onChange={(value) => {
            setDayText(value);
            setPage(0);
          }}
        />
        {slots.isPending ? (
          <Spinner label={t('tab.loading')} />
        ) : slots.isError ? (
          <p className="text-sm text-red-800">{t('tab.failed')}</p>
        ) : total === 0 ? (
          <p className="text-sm text-zinc-700">
            {day ? t('tab.emptyDay', { day: formatDay(day, zone, language) }) : t('tab.empty')}
          </p>
        ) : (
          <>
            <ul
              className="divide-y divide-zinc-200 rounded-xl border border-zinc-200"
              aria-label={t('tab.list')}
            >
              {shown.map((slot) => (
                <TimeslotRow key={slot.id} slot={slot} />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-zinc-700" aria-live="polite">
                {t('tab.showing', { shown: shown.length, total })}
              </p>
              <PageNav
                label={t('tab.pages')}
                page={page}
                pageCount={pageCount}
                onPage={setPage}
                pageText={t('tab.page', {
                  page: Math.min(page, pageCount - 1) + 1,
                  count: pageCount,
                })}
                previousText={t('tab.previous')}
                nextText={t('tab.next')}
                nextDisabled={slots.isPlaceholderData}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
