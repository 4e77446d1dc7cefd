import { useEffect, useState } from 'react';
import type { BoardSession } from './co-editing/board-session.ts';
import type { SessionView } from './co-editing/session-view.ts';

/** What a co-edited board shows beyond the board itself, loaded with the session. */
interface LivePanels {
  presence: typeof import('./components/board-presence.tsx');
  sharing: typeof import('./components/partner-sharing.tsx');
}

export type CoEditing = SessionView & { session: BoardSession; panels: LivePanels };

/**
 * Co-edits the open saved board with every other copy of it (decision 290). Yjs, the session and
 * its panels (presence, sharing) are loaded here, once the page is live and a saved board is
 * open, never with the page itself. Null until the session shows the board (from this browser's
 * copy or the server): until then, and when the session cannot start, the board is edited as a
 * saved snapshot, as before.
 */
export function useCoEditing(boardId: number | null, storageKey: string): CoEditing | null {
  const [live, setLive] = useState<CoEditing | null>(null);
  useEffect(() => {
    if (boardId === null) return;
    let session: BoardSession | null = null;
    let cancelled = false;
    Promise.all([
      import('./co-editing/board-session.ts'),
      import('./components/board-presence.tsx'),
      import('./components/partner-sharing.tsx'),
    ])
      .then(([{ BoardSession }, presence, sharing]) => {
        if (cancelled) return;
        const panels = { presence, sharing };
        const started = new BoardSession(boardId, `${storageKey}:doc:${boardId}`, (view) => {
          setLive(view.ready ? { ...view, session: started, panels } : null);
        });
        session = started;
        started.start();
      })
      .catch(() => {
        // The chunks could not load (offline before they were cached): the board stays a saved snapshot.
      });
    return () => {
      cancelled = true;
      session?.stop();
      setLive(null);
    };
  }, [boardId, storageKey]);
  return live;
}
