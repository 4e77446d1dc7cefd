import type { CurrentBoard } from '../board-editor-state.ts';
import type { CoEditing } from '../use-co-editing.ts';
import { SavedBoards } from './saved-boards.tsx';
import { SharedWithUs } from './shared-with-us.tsx';

/** Beside a team's board: its saved boards, sharing the open one, and the boards shared with it. */
export function BoardSidebar({
  current,
  live,
  ownBoard,
  onOpen,
  onNew,
  onDeleted,
}: {
  current: CurrentBoard | null;
  live: CoEditing | null;
  ownBoard: boolean;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
}) {
  return (
    <div className="grid gap-6">
      <SavedBoards
        currentId={current?.id ?? null}
        onOpen={onOpen}
        onNew={onNew}
        onDeleted={onDeleted}
      />
      {live && current && ownBoard ? (
        <live.panels.sharing.PartnerSharing boardId={current.id} />
      ) : null}
      <SharedWithUs currentId={current?.id ?? null} onOpen={onOpen} />
    </div>
  );
}
