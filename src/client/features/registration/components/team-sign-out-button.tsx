import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSignOutTeamEverywhere } from '../admin-api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/**
 * Signs a team out on every device, after asking (decision 248): for a phone lost or handed on,
 * which then stops getting the team's alerts and cannot sign itself back in without the code.
 */
export function TeamSignOutButton({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutTeamEverywhere();
  async function confirm() {
    setAsking(false);
    try {
      await signOut.mutateAsync(team.id);
      toast({
        title: t('teams.signOut.done'),
        description: t('teams.signOut.doneText', { name: team.name }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('teams.signOut.failed'),
        description: errorMessage(error, t('actions.tryAgain')),
        variant: 'destructive',
      });
    }
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        aria-label={t('teams.signOut.label', { name: team.name })}
        disabled={signOut.isPending}
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden="true" />
        {t('teams.signOut.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('teams.signOut.title', { name: team.name })}
        description={t('teams.signOut.description', { name: team.name })}
        confirmLabel={t('teams.signOut.button')}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
