import { checkScene } from '../../../shared/drawing/scene-check.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import { DRAFT_STORAGE_PREFIX } from '../../lib/session-data.ts';

/**
 * The board being drawn, kept in this browser so a reload or a lost connection loses nothing
 * before Save. One draft per signed-in identity and board preset.
 */
export interface Draft {
  scene: Scene;
  /** The saved board it edits, and that board's updatedAt when it was opened or saved. */
  boardId: number | null;
  boardUpdatedAt: string | null;
  /** Whether it holds changes that were not saved to that board. */
  unsaved: boolean;
}

/** Under the prefix lib/session-data.ts forgets on sign-out (a draft is the team's). */
export const draftKey = (identity: string, preset: string) =>
  `${DRAFT_STORAGE_PREFIX}:${identity}:${preset}`;

export function loadDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as {
      scene?: unknown;
      boardId?: unknown;
      boardUpdatedAt?: unknown;
      unsaved?: unknown;
    };
    const parsed = checkScene(stored.scene);
    if (!parsed.ok) return null;
    return {
      scene: parsed.scene,
      boardId: typeof stored.boardId === 'number' ? stored.boardId : null,
      boardUpdatedAt: typeof stored.boardUpdatedAt === 'string' ? stored.boardUpdatedAt : null,
      unsaved: stored.unsaved === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the board still works, it just is not kept across reloads.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
