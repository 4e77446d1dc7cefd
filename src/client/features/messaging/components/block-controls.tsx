import { ShieldBan } from 'lucide-react';
import { MESSAGE_ERRORS } from '../../../../shared/contract/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useBlockTeam, useUnblockTeam } from '../api.ts';

/** 'Block team', behind a confirmation. */
export function BlockButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const block = useBlockTeam();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" disabled={block.isPending}>
          <ShieldBan aria-hidden="true" />
          <span className="max-sm:sr-only">Block team</span>
        </Button>
      }
      title={`Block ${teamName}?`}
      description="Neither team will be able to send messages to the other. Earlier messages stay visible, and you can unblock at any time."
      confirmLabel="Block"
      destructive
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(teamId, {
          onError: (error) =>
            toast({
              title: 'Could not block the team',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

/** The neutral notice both teams of a blocked pair see; only the blocking team may lift it. */
export function BlockedNotice({ teamId, canUnblock }: { teamId: number; canUnblock: boolean }) {
  const unblock = useUnblockTeam();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 border-b border-zinc-200 bg-zinc-50 px-4 py-3 text-sm text-zinc-800 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <p className="flex items-center gap-2">
        <ShieldBan aria-hidden="true" className="size-4 shrink-0" />
        {MESSAGE_ERRORS.blocked}
      </p>
      {canUnblock ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unblock.isPending}
          onClick={() =>
            unblock.mutate(teamId, {
              onError: (error) =>
                toast({
                  title: 'Could not unblock the team',
                  description: errorMessage(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Unblock
        </Button>
      ) : null}
    </div>
  );
}
