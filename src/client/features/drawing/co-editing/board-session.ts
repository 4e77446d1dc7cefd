import * as Y from 'yjs';
import {
  addToDoc,
  clearDoc,
  elementsOf,
  fromBase64,
  sceneOfDoc,
} from '../../../../shared/drawing/board-doc.ts';
import type { CanvasPoint } from '../../../../shared/drawing/coordinates.ts';
import type { LiveStroke, SceneElement } from '../../../../shared/drawing/scene.ts';
import type { ServerEvent } from '../../../../shared/events.ts';
import { isLiveConnected, onServerEvent } from '../../../lib/event-stream.ts';
import { DocSync, REMOTE } from './doc-sync.ts';
import { readStored, writeStored } from './stored-doc.ts';
import { MyDrawing, OthersDrawing } from './live-strokes.ts';
import { BoardPresence } from './presence.ts';
import type { SessionView } from './session-view.ts';

/**
 * One open copy of a co-edited board (decision 290), loaded lazily once a saved board is open:
 * its Yjs document, kept in this browser's storage so edits made offline survive a reload; its
 * own changes sent as they happen; other copies' changes merged as the live stream brings them;
 * and, on every (re)connect, a state-vector exchange that sends what the server lacks and fetches
 * what this copy lacks. Undo and redo undo this copy's own changes only.
 */

const LOCAL = Symbol('local');
const STORE_DELAY_MS = 300;
const FALLBACK_POLL_MS = 3000;

export class BoardSession {
  private readonly doc = new Y.Doc();
  private readonly undoManager: Y.UndoManager;
  private storeTimer: ReturnType<typeof setTimeout> | undefined;
  private polling: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private view: SessionView;
  private readonly cleanups: Array<() => void> = [];
  private readonly others = new OthersDrawing(() => this.show({}));
  private readonly mine = new MyDrawing((stroke) => void this.presence.reportStroke(stroke));
  private readonly presence: BoardPresence;
  private readonly docSync: DocSync;

  constructor(
    private readonly id: number,
    private readonly storageKey: string,
    private readonly onView: (view: SessionView) => void,
  ) {
    this.presence = new BoardPresence(
      id,
      this.doc,
      () => this.view.state,
      (change) => this.show(change),
    );
    this.docSync = new DocSync(
      id,
      this.doc,
      () => this.view,
      (change) => this.show(change),
    );
    this.undoManager = new Y.UndoManager(elementsOf(this.doc), {
      trackedOrigins: new Set([LOCAL]),
      captureTimeout: 0,
    });
    const stored = readStored(storageKey);
    if (stored) Y.applyUpdate(this.doc, stored, REMOTE);
    this.view = {
      scene: sceneOfDoc(this.doc),
      state: 'syncing',
      ready: stored !== null,
      canEdit: true,
      canUndo: false,
      canRedo: false,
      editors: [],
      strokes: [],
      joined: true,
    };
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === LOCAL || origin === this.undoManager) this.docSync.queue(update);
      this.storeSoon();
      this.show({});
    });
    this.undoManager.on('stack-item-added', () => this.show({}));
    this.undoManager.on('stack-item-popped', () => this.show({}));
  }

  start(): void {
    this.onView(this.view);
    this.cleanups.push(onServerEvent((event) => this.hear(event)));
    const online = () => void this.sync();
    window.addEventListener('online', online);
    const pagehide = () => this.store();
    window.addEventListener('pagehide', pagehide);
    this.cleanups.push(
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('pagehide', pagehide),
    );
    this.presence.start();
    // While the live stream is down (reconnecting after the network came back), other copies'
    // changes are fetched by exchanging state vectors, as lists poll while it is down.
    this.polling = setInterval(() => {
      if (!isLiveConnected() && this.view.state !== 'lost') void this.sync();
    }, FALLBACK_POLL_MS);
    void this.sync().then(() => this.presence.report(false));
  }

  stop(): void {
    this.stopped = true;
    for (const cleanup of this.cleanups) cleanup();
    this.presence.stop();
    clearInterval(this.polling);
    clearTimeout(this.storeTimer);
    this.others.stop();
    this.mine.stop();
    this.store();
    this.docSync.stop();
    void this.presence.report(true);
    this.undoManager.destroy();
  }

  add(element: SceneElement): boolean {
    return this.view.canEdit && addToDoc(this.doc, element, LOCAL);
  }

  clear(): void {
    if (this.view.canEdit) clearDoc(this.doc, LOCAL);
  }

  undo(): void {
    if (this.view.canEdit) this.undoManager.undo();
  }

  redo(): void {
    if (this.view.canEdit) this.undoManager.redo();
  }

  /** The stroke this copy is drawing (null once finished), shown on the others as it is drawn. */
  drawing(stroke: LiveStroke | null): void {
    if (this.view.canEdit) this.mine.drawing(stroke);
  }

  /** This copy's pointer on the board, sent to the others a few times a second at most. */
  pointer(at: CanvasPoint | null): void {
    this.presence.pointer(at);
  }

  private show(change: Partial<SessionView>): void {
    this.view = {
      ...this.view,
      ...change,
      scene: sceneOfDoc(this.doc),
      strokes: this.others.list(),
      canUndo: this.undoManager.canUndo(),
      canRedo: this.undoManager.canRedo(),
    };
    if (!this.stopped) this.onView(this.view);
  }

  private hear(event: ServerEvent): void {
    if (event.type === 'drawing.updated' && event.drawingId === this.id) {
      const update = event.update === null ? null : fromBase64(event.update);
      if (update) Y.applyUpdate(this.doc, update, REMOTE);
      if (update) this.others.finishedBy(update);
      // Too large to travel inline, or it depends on a change this copy missed: fetch what it lacks.
      if (!update || this.doc.store.pendingStructs !== null || this.doc.store.pendingDs !== null)
        void this.sync();
    } else if (event.type === 'drawing.stroke' && event.drawingId === this.id) {
      if (event.clientId !== this.doc.clientID) this.others.hear(event.clientId, event.stroke);
    } else if (event.type === 'drawing.presence' && event.drawingId === this.id) {
      this.show({
        editors: event.editors.filter((editor) => editor.clientId !== this.doc.clientID),
      });
    } else if (event.type === 'drawings.changed' || event.type === 'reset') {
      // Shared boards change hands this way: a revoked share stops this copy at once.
      void this.sync();
    }
  }

  /** Sends what the server lacks and merges what this copy lacks; one exchange at a time. */
  sync(): Promise<void> {
    return this.docSync.sync();
  }

  private storeSoon(): void {
    clearTimeout(this.storeTimer);
    this.storeTimer = setTimeout(() => this.store(), STORE_DELAY_MS);
  }

  private store(): void {
    // A copy that has shown nothing yet (neither stored nor synced) holds nothing worth keeping.
    if (!this.view.ready) return;
    writeStored(this.storageKey, this.doc);
  }
}
