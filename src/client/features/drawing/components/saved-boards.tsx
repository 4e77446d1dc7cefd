import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { FolderOpen, Plus, Trash2 } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import type { DrawingSummary } from '../../../../shared/contract/drawings.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { drawingsQueryOptions, useDeleteDrawing } from '../api.ts';

/** The team's saved boards: open one, start a new one, or delete one. */
export function SavedBoards({
  currentId,
  onOpen,
  onNew,
  onDeleted,
}: {
  currentId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
}) {
  const boards = useQuery(drawingsQueryOptions());
  const remove = useDeleteDrawing();
  const [toDelete, setToDelete] = useState<DrawingSummary | null>(null);

  async function confirmDelete(board: DrawingSummary) {
    try {
      await remove.mutateAsync(board.id);
      onDeleted(board.id);
      toast({ title: 'Board Deleted', description: `"${board.name}" was deleted.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: errorMessage(error, 'There was an error deleting the board. Please try again.'),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved Boards</CardTitle>
        <CardDescription>Boards your team saved, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="outline" onClick={onNew}>
          <Plus aria-hidden="true" />
          New Board
        </Button>
        {boards.isPending ? <Spinner label="Loading saved boards" /> : null}
        {boards.isError ? <p className="text-sm text-red-700">Failed to load saved boards</p> : null}
        {boards.data?.length === 0 ? (
          <p className="text-sm text-zinc-600">No saved boards yet. Draw on the field and press Save.</p>
        ) : null}
        {boards.data && boards.data.length > 0 ? (
          <ul aria-label="Saved boards" className="grid gap-2">
            {boards.data.map((board) => {
              const isOpen = board.id === currentId;
              return (
                <li key={board.id} className="flex items-center gap-2 rounded-lg border border-zinc-200 p-2 pl-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-zinc-900">{board.name}</p>
                    <p className="text-xs text-zinc-600">
                      Saved {format(new Date(board.updatedAt), DATE_FORMATS.messageTime)}
                    </p>
                  </div>
                  {isOpen ? (
                    <Badge variant="secondary">Open</Badge>
                  ) : (
                    <Button size="sm" variant="outline" aria-label={`Open ${board.name}`} onClick={() => onOpen(board.id)}>
                      <FolderOpen aria-hidden="true" />
                      Open
                    </Button>
                  )}
                  <Button size="icon" variant="ghost" aria-label={`Delete ${board.name}`} onClick={() => setToDelete(board)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title="Delete this board?"
        description={toDelete ? `"${toDelete.name}" will be deleted for your whole team. This cannot be undone.` : null}
        confirmLabel="Delete Board"
        cancelLabel="Keep Board"
        destructive
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </Card>
  );
}
