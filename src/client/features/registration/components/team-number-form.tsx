import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSetTeamNumber } from '../admin-api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Sets or clears a team's number (like 1234A) from the admin list. */
export function TeamNumberForm({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('admin');
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
          toast({
            title: t('teams.number.saved'),
            description: value.trim()
              ? t('teams.number.savedText', { name: team.name, number: value.trim() })
              : t('teams.number.clearedText', { name: team.name }),
            variant: 'success',
          });
        } catch (error) {
          toast({
            title: t('actions.notSaved'),
            description: errorMessage(error, t('actions.tryAgain')),
            variant: 'destructive',
          });
        }
      }}
    >
      <Input
        aria-label={t('teams.number.label', { name: team.name })}
        placeholder={t('teams.number.placeholder')}
        className="h-9 w-28"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed ? (
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {t('actions.save')}
        </Button>
      ) : null}
    </form>
  );
}
