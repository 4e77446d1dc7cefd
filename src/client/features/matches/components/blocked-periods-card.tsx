import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import { venueInstant } from '../../../../shared/venue-clock.ts';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { tournamentSettingsQueryOptions } from '../../settings/index.ts';
import { useBlockedPeriods, useSaveBlockedPeriods, useSaveMatchBuffer } from '../api.ts';
import { useVenueZone } from '../../settings/index.ts';

type Row = { key: number; label: string; start: string; end: string };
let nextKey = 1;

/** The match buffer: minutes kept free before and after each of a team's matches. */
function BufferForm({ tournamentDate, value }: { tournamentDate: string | null; value: number }) {
  const id = useId();
  const [minutes, setMinutes] = useState(String(value));
  const save = useSaveMatchBuffer();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!tournamentDate) {
          toast({ title: 'Set the Tournament Date First', description: 'The buffer is saved with the tournament date (Settings tab).', variant: 'destructive' });
          return;
        }
        try {
          await save.mutateAsync({ tournamentDate, matchBufferMinutes: Number(minutes) });
          toast({ title: 'Buffer Saved', description: `Interviews keep ${minutes} minutes clear of each team's matches.`, variant: 'success' });
        } catch (error) {
          toast({ title: 'Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        }
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Minutes kept free around each match</Label>
        <Input id={id} type="number" min={0} max={240} className="w-32" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save Buffer
      </Button>
    </form>
  );
}

/** Admin Matches tab: the buffer and the periods closed to interviews for everyone (decision 181). */
export function BlockedPeriodsCard() {
  const zone = useVenueZone();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const periods = useBlockedPeriods();
  const save = useSaveBlockedPeriods();
  const [rows, setRows] = useState<Row[] | null>(null);
  const tournamentDate = settings.data?.tournamentDate ?? null;
  const shown: Row[] =
    rows ??
    (periods.data ?? []).map((period) => ({ key: period.id, label: period.label, start: formatVenueClockHm(period.startTime, zone), end: formatVenueClockHm(period.endTime, zone) }));
  const edit = (key: number, change: Partial<Row>) => setRows(shown.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit() {
    const body = shown.map((row) => ({ label: row.label, start: venueInstant(row.start, tournamentDate, zone), end: venueInstant(row.end, tournamentDate, zone) }));
    if (body.some((row) => !row.start || !row.end)) {
      toast({ title: 'Not Saved', description: tournamentDate ? 'Give each period a start and an end time.' : 'Set the tournament date first (Settings tab).', variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({ periods: body.map((row) => ({ label: row.label, startTime: row.start!.toISOString(), endTime: row.end!.toISOString() })) });
      setRows(null);
      toast({ title: 'Blocked Periods Saved', description: 'No team can book an interview in them.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Buffer and Blocked Periods</CardTitle>
        <CardDescription>
          Teams cannot book an interview that starts or ends this close to one of their matches, nor one in a blocked period
          (opening ceremony, drivers&apos; meeting, lunch). Times are on the tournament day.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Keyed by the saved value: a change from elsewhere starts the field afresh. */}
        <BufferForm
          key={settings.data?.matchBufferMinutes ?? 15}
          tournamentDate={tournamentDate}
          value={settings.data?.matchBufferMinutes ?? 15}
        />
        <ul className="flex flex-col gap-2" aria-label="Blocked periods">
          {shown.map((row) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2">
              <Input aria-label="Period" className="w-48" value={row.label} placeholder="Lunch" onChange={(event) => edit(row.key, { label: event.target.value })} />
              <Input aria-label="Starts" type="time" className="w-32" value={row.start} onChange={(event) => edit(row.key, { start: event.target.value })} />
              <Input aria-label="Ends" type="time" className="w-32" value={row.end} onChange={(event) => edit(row.key, { end: event.target.value })} />
              <Button variant="ghost" aria-label={`Remove ${row.label || 'period'}`} onClick={() => setRows(shown.filter((other) => other.key !== row.key))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setRows([...shown, { key: -nextKey++, label: '', start: '12:00', end: '13:00' }])}>
            <Plus aria-hidden="true" />
            Add Period
          </Button>
          <Button disabled={rows === null || save.isPending} onClick={() => void submit()}>
            <Save aria-hidden="true" />
            Save Periods
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
