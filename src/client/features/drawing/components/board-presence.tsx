import { useTranslation } from 'react-i18next';
import { MousePointer2 } from 'lucide-react';
import type { PresentEditor } from '../../../../shared/contract/drawings.ts';
import type { BoardSize } from '../../../../shared/drawing/coordinates.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** How an editor is named: its team's number (or name) when it has one, an organiser otherwise. */
function useEditorLabel() {
  const { t } = useTranslation('drawing');
  return (editor: PresentEditor) =>
    editor.teamId === null
      ? t('coEdit.organiser')
      : t('coEdit.team', { team: editor.teamNumber ?? String(editor.teamId) });
}

/** Who else is on the board: one badge per open copy, labelled with its team. */
export function BoardEditors({ editors }: { editors: readonly PresentEditor[] }) {
  const { t } = useTranslation('drawing');
  const label = useEditorLabel();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="board-editors">
      <span className="font-medium text-zinc-700">{t('coEdit.onBoard')}</span>
      <ul aria-label={t('coEdit.editorsLabel')} className="flex flex-wrap gap-1.5">
        <li className="rounded-full bg-zinc-900 px-2 py-0.5 text-xs font-semibold text-white">
          {t('coEdit.you')}
        </li>
        {editors.map((editor) => (
          <li
            key={editor.clientId}
            className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
          >
            {label(editor)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The other editors' pointers over the board, each labelled with its team. */
export function EditorPointers({
  editors,
  board,
}: {
  editors: readonly PresentEditor[];
  board: BoardSize;
}) {
  const label = useEditorLabel();
  return (
    <>
      {editors.map((editor) =>
        editor.pointer ? (
          <div
            key={editor.clientId}
            aria-hidden="true"
            data-testid="editor-pointer"
            className="pointer-events-none absolute flex items-start gap-0.5 transition-[left,top] duration-150"
            style={{
              left: `${(editor.pointer.x / board.width) * 100}%`,
              top: `${(editor.pointer.y / board.height) * 100}%`,
            }}
          >
            <MousePointer2 className="size-4 fill-sky-600 text-white" />
            <span className="rounded bg-sky-600 px-1 text-[11px] font-semibold text-white">
              {label(editor)}
            </span>
          </div>
        ) : null,
      )}
    </>
  );
}
