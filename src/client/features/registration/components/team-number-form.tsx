import { useState } from 'react';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSetTeamNumber } from '../admin-api.ts';

/** Sets or clears a team's number (like 1234A) from the admin list (issue 22). */
export function TeamNumberForm({ team }: { team: TeamListItem }) {
  const [value, setValue] = useState(team.number ?? '');
  const save = useSetTeamNumber();
  const changed = value.trim() !== (team.number ?? '');
  return (
    <form
      className="mt-2 flex items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({ id: team.id, number: value.trim() || null });
          toast({ title: 'Team Number Saved', description: value.trim() ? `${team.name} is ${value.trim()}.` : `${team.name} has no number.`, variant: 'success' });
        } catch (error) {
          toast({ title: 'Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        }
      }}
    >
      <Input aria-label={`Team number of ${team.name}`} placeholder="Number" className="h-9 w-28" value={value} onChange={(event) => setValue(event.target.value)} />
      {changed ? (
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          Save
        </Button>
      ) : null}
    </form>
  );
}
