import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import {
  parseTeamCsv,
  TEAM_IMPORT_MAX_ROWS,
  TEAM_IMPORT_MESSAGES,
  type TeamImportProblem,
  type TeamImportResult,
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
import { isApiError } from '../../../lib/api.ts';
import { useImportTeams } from '../admin-api.ts';
import { teamsQueryOptions } from '../api.ts';
import { TeamImportPreview } from './team-import-preview.tsx';

const IMPORT_FAILED = 'There was an error importing the teams.';

/** Server problems arrive as {field: 'line 3', message}: back to line numbers for the preview. */
function problemsFrom(error: unknown): TeamImportProblem[] {
  if (!isApiError(error)) return [];
  return (error.body.errors ?? []).map((e) => ({ line: Number(e.field.replace(/^line /, '')) || 0, message: e.message }));
}

/** The file as the server will judge it, plus names the admin's team list already holds. */
function usePreview(csv: string | null): TeamImportResult | null {
  const teams = useQuery(teamsQueryOptions());
  if (csv === null) return null;
  const result = parseTeamCsv(csv);
  if (!result.ok) return result;
  const taken = new Set((teams.data ?? []).map((team) => team.name.toLowerCase()));
  const takenProblems = result.rows
    .filter((row) => taken.has(row.name.toLowerCase()))
    .map((row) => ({ line: row.line, message: TEAM_IMPORT_MESSAGES.taken }));
  return { ...result, problems: [...result.problems, ...takenProblems].sort((a, b) => a.line - b.line) };
}

/** Admin Teams tab: create many teams from a spreadsheet, previewed before anything is saved. */
export function ImportTeamsDialog() {
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
        title: 'Teams Imported',
        description: `${created.length} teams were added with their team codes.`,
        variant: 'success',
      });
      reset();
      setOpen(false);
    } catch (error) {
      setServerProblems(problemsFrom(error));
      toast({
        title: 'Import Failed',
        description: isApiError(error) && error.status < 500 ? error.body.message : IMPORT_FAILED,
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
          Import Teams
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Teams</DialogTitle>
          <DialogDescription>
            A CSV file with a header row: a <code>name</code> column and, if you like, a <code>description</code> column.
            Other columns are ignored; up to {TEAM_IMPORT_MAX_ROWS.toLocaleString('en')} teams. Every team is created, or
            none.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>CSV file</Label>
          <Input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
        </div>
        {preview && !preview.ok ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {preview.message}
          </p>
        ) : preview ? (
          <TeamImportPreview rows={preview.rows} problems={problems} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={!ready || importTeams.isPending}>
            {importTeams.isPending
              ? 'Importing...'
              : ready
                ? `Import ${preview.rows.length} ${preview.rows.length === 1 ? 'Team' : 'Teams'}`
                : 'Import Teams'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
