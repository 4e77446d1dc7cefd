import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { CSV_PROBLEMS_SHOWN } from '../../../../shared/csv-records.ts';
import {
  parseTeamCsv,
  TEAM_IMPORT_MAX_ROWS,
  TEAM_IMPORT_MESSAGES,
  type TeamImportProblem,
  type TeamImportRow,
} from '../../../../shared/team-import.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { mergeProblems, useParsedFile } from '../../../lib/use-parsed-file.ts';
import { useImportTeams } from '../admin-api.ts';
import { teamsQueryOptions } from '../api.ts';
import { TeamImportPreview } from './team-import-preview.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Server problems arrive as {field: 'line 3', message}: back to line numbers for the preview. */
function problemsFrom(error: unknown): TeamImportProblem[] {
  if (!isApiError(error)) return [];
  return (error.body.errors ?? []).map((e) => ({
    line: Number(e.field.replace(/^line /, '')) || 0,
    message: e.message,
  }));
}

type Preview =
  | { ok: false; message: string }
  | { ok: true; rows: TeamImportRow[]; problems: TeamImportProblem[]; total: number };

/** The file as the server will judge it, plus names the admin's team list already holds. */
function usePreview(csv: string | null): Preview | null {
  const teams = useQuery(teamsQueryOptions());
  const result = useParsedFile(csv, parseTeamCsv);
  if (result === null) return null;
  if (!result.ok) return result;
  const taken = new Set((teams.data ?? []).map((team) => team.name.toLowerCase()));
  const takenProblems = result.rows
    .filter((row) => taken.has(row.name.toLowerCase()))
    .map((row) => ({ line: row.line, message: TEAM_IMPORT_MESSAGES.taken }));
  return {
    ok: true,
    rows: result.rows,
    ...mergeProblems(
      result.problems.list(),
      result.problems.total,
      takenProblems,
      CSV_PROBLEMS_SHOWN,
    ),
  };
}

/** Admin Teams tab: create many teams from a spreadsheet, previewed before anything is saved. */
export function ImportTeamsDialog() {
  const { t, i18n } = useTranslation('admin');
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<TeamImportProblem[] | null>(null);
  const importTeams = useImportTeams();
  const preview = usePreview(csv);
  const problems = serverProblems ?? (preview?.ok ? preview.problems : []);
  const ready = preview?.ok === true && preview.rows.length > 0 && problems.length === 0;

  function reset() {
    setCsv(null);
    setServerProblems(null);
  }

  async function choose(file: File | undefined) {
    setServerProblems(null);
    setCsv(file ? await file.text() : null);
  }

  async function submit() {
    if (!csv || !ready) return;
    try {
      const { created } = await importTeams.mutateAsync(csv);
      toast({
        title: t('teams.import.imported'),
        description: t('teams.import.importedText', { count: created.length }),
        variant: 'success',
      });
      reset();
      setOpen(false);
    } catch (error) {
      setServerProblems(problemsFrom(error));
      toast({
        title: t('actions.importFailed'),
        description:
          isApiError(error) && error.status < 500
            ? errorMessage(error, error.body.message)
            : t('teams.import.failed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          {t('teams.import.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('teams.import.title')}</DialogTitle>
          <DialogDescription>
            <Trans
              t={t}
              i18nKey="teams.import.description"
              values={{ max: TEAM_IMPORT_MAX_ROWS.toLocaleString(i18n.language) }}
              components={{ code: <code /> }}
            />
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>{t('teams.import.file')}</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {preview && !preview.ok ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {preview.message}
          </p>
        ) : preview ? (
          <TeamImportPreview
            rows={preview.rows}
            problems={problems}
            total={serverProblems ? undefined : preview.total}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={!ready || importTeams.isPending}>
            {importTeams.isPending
              ? t('teams.import.importing')
              : ready
                ? t('teams.import.submit', { count: preview.rows.length })
                : t('teams.import.open')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
