import type { PresentEditor } from '../../../../shared/contract/drawings.ts';
import type { LiveStroke, Scene } from '../../../../shared/drawing/scene.ts';

/** What one open copy of a co-edited board shows, and whether it may draw. */
export type SessionState = 'syncing' | 'live' | 'offline' | 'lost';

export interface SessionView {
  scene: Scene;
  state: SessionState;
  /** Shown from the stored document or the server: until then the board shows what it loaded. */
  ready: boolean;
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The other copies on the board, with their pointers. */
  editors: PresentEditor[];
  /** The other copies' strokes being drawn (decision 314). */
  strokes: LiveStroke[];
  /** False when the board already had as many editors as it holds: this copy watches. */
  joined: boolean;
}
