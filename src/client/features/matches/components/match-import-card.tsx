import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { CSV_PROBLEMS_SHOWN } from '../../../../shared/csv-records.ts';
import {
  MATCH_IMPORT_MESSAGES,
  parseMatchCsv,
  teamFinder,
  type MatchImportProblem,
} from '../../../../shared/match-import.ts';
import { venueInstant } from '../../../../shared/venue-clock.ts';
import { ImportProblems } from '../../../components/import-problems.tsx';
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
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { mergeProblems, useParsedFile } from '../../../lib/use-parsed-file.ts';
import { tournamentSettingsQueryOptions } from '../../settings/index.ts';
import { otherListsQueryOptions, useImportMatches } from '../api.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

type Preview =
  | { ok: false; message: string }
  | { ok: true; count: number; problems: MatchImportProblem[]; total: number };

/** The file as the server will judge it: the shared parser, then times and teams as the server reads them. */
function usePreview(csv: string | null): Preview | null {
  const zone = useVenueZone();
  const teams = useQuery(otherListsQueryOptions.teams());
  const settings = useQuery(tournamentSettingsQueryOptions());
  const parsed = useParsedFile(csv, parseMatchCsv);
  if (parsed === null) return null;
  if (!parsed.ok) return parsed;
  const findTeam = teamFinder(teams.data ?? []);
  const date = settings.data?.tournamentDate ?? null;
  const more: MatchImportProblem[] = [];
  for (const row of parsed.rows) {
    if (!venueInstant(row.start, date, zone))
      more.push({
        line: row.line,
        message: date ? MATCH_IMPORT_MESSAGES.badTime(row.start) : MATCH_IMPORT_MESSAGES.noDate,
      });
    for (const team of row.teams)
      if (!findTeam(team.ref))
        more.push({ line: row.line, message: MATCH_IMPORT_MESSAGES.unknownTeam(team.ref) });
  }
  return {
    ok: true,
    count: parsed.rows.length,
    ...mergeProblems(parsed.problems.list(), parsed.problems.total, more, CSV_PROBLEMS_SHOWN),
  };
}

const problemsFrom = (error: unknown): MatchImportProblem[] =>
  isApiError(error)
    ? (error.body.errors ?? []).map((e) => ({
        line: Number(e.field.replace(/^line /, '')) || 0,
        message: e.message,
      }))
    : [];

/** Admin Matches tab: replace the match schedule from the match software's CSV export. */
export function MatchImportCard() {
  const { t } = useTranslation('matches');
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<MatchImportProblem[] | null>(null);
  const importMatches = useImportMatches();
  const preview = usePreview(csv);
  const problems = serverProblems ?? (preview?.ok ? preview.problems : []);
  const ready = preview?.ok === true && preview.count > 0 && problems.length === 0;

  async function submit() {
    if (!csv || !ready) return;
    try {
      const { imported, clashes } = await importMatches.mutateAsync(csv);
      toast({
        title: t('import.imported'),
        description: clashes.length
          ? t('import.clashes', {
              matches: t('import.matches', { count: imported }),
              count: clashes.length,
            })
          : t('import.noClashes', { matches: t('import.matches', { count: imported }) }),
        variant: clashes.length ? 'destructive' : 'success',
      });
      setCsv(null);
    } catch (error) {
      setServerProblems(problemsFrom(error));
      toast({
        title: t('import.failed'),
        description:
          isApiError(error) && error.status < 500
            ? errorMessage(error, error.body.message)
            : t('import.tryAgain'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('import.title')}</CardTitle>
        <CardDescription>
          <Trans t={t} i18nKey="import.description" components={{ code: <code /> }} />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>{t('import.file')}</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              setServerProblems(null);
              const file = event.target.files?.[0];
              setCsv(file ? await file.text() : null);
            }}
          />
        </div>
        {preview && !preview.ok ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {preview.message}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <ImportProblems
            problems={problems}
            total={serverProblems || !preview?.ok ? undefined : preview.total}
          />
        ) : preview?.ok ? (
          <p role="status" className="text-sm font-semibold text-green-800">
            {t('import.ready', { count: preview.count })}
          </p>
        ) : null}
        <div>
          <Button disabled={!ready || importMatches.isPending} onClick={() => void submit()}>
            <Upload aria-hidden="true" />
            {importMatches.isPending ? t('import.importing') : t('import.submit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
