import * as Y from 'yjs';
import type { LiveStrokePart, PresentEditor } from '../../../../shared/contract/drawings.ts';
import {
  addToDoc,
  clearDoc,
  elementsOf,
  fromBase64,
  sceneOfDoc,
  toBase64,
} from '../../../../shared/drawing/board-doc.ts';
import type { CanvasPoint } from '../../../../shared/drawing/coordinates.ts';
import type { LiveStroke, Scene, SceneElement } from '../../../../shared/drawing/scene.ts';
import type { ServerEvent } from '../../../../shared/events.ts';
import { isApiError } from '../../../lib/api.ts';
import { callEndpoint } from '../../../lib/endpoint.ts';
import { isLiveConnected, onServerEvent } from '../../../lib/event-stream.ts';
import { coEditingApi, docPath, presencePath, updatesPath } from './endpoints.ts';
import { MyDrawing, OthersDrawing } from './live-strokes.ts';

/**
 * One open copy of a co-edited board (decision 290), loaded lazily once a saved board is open:
 * its Yjs document, kept in this browser's storage so edits made offline survive a reload; its
 * own changes sent as they happen; other copies' changes merged as the live stream brings them;
 * and, on every (re)connect, a state-vector exchange that sends what the server lacks and fetches
 * what this copy lacks. Undo and redo undo this copy's own changes only.
 */

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

const LOCAL = Symbol('local');
const REMOTE = Symbol('remote');
const SEND_DELAY_MS = 30;
const STORE_DELAY_MS = 300;
const RETRY_MS = 2000;
const HEARTBEAT_MS = 10_000;
const FALLBACK_POLL_MS = 3000;
const POINTER_EVERY_MS = 200;
/** An update that carries nothing (no structs, no deletions) is two bytes long. */
const EMPTY_UPDATE_BYTES = 2;

export class BoardSession {
  private readonly doc = new Y.Doc();
  private readonly undoManager: Y.UndoManager;
  private pending: Uint8Array | null = null;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private storeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private polling: ReturnType<typeof setInterval> | undefined;
  private pointerTimer: ReturnType<typeof setTimeout> | undefined;
  private pointerAt: CanvasPoint | null = null;
  private syncing: Promise<void> | null = null;
  private stopped = false;
  private view: SessionView;
  private readonly cleanups: Array<() => void> = [];
  private readonly others = new OthersDrawing(() => this.show({}));
  private readonly mine = new MyDrawing((stroke) => void this.reportStroke(stroke));

  constructor(
    private readonly id: number,
    private readonly storageKey: string,
    private readonly onView: (view: SessionView) => void,
  ) {
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
      if (origin === LOCAL || origin === this.undoManager) this.queue(update);
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
    this.heartbeat = setInterval(() => void this.report(false), HEARTBEAT_MS);
    // While the live stream is down (reconnecting after the network came back), other copies'
    // changes are fetched by exchanging state vectors, as lists poll while it is down.
    this.polling = setInterval(() => {
      if (!isLiveConnected() && this.view.state !== 'lost') void this.sync();
    }, FALLBACK_POLL_MS);
    void this.sync().then(() => this.report(false));
  }

  stop(): void {
    this.stopped = true;
    for (const cleanup of this.cleanups) cleanup();
    clearInterval(this.heartbeat);
    clearInterval(this.polling);
    clearTimeout(this.retryTimer);
    clearTimeout(this.pointerTimer);
    clearTimeout(this.storeTimer);
    this.others.stop();
    this.mine.stop();
    this.store();
    if (this.pending) void this.send();
    void this.report(true);
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
    this.pointerAt = at;
    if (this.pointerTimer === undefined) {
      this.pointerTimer = setTimeout(() => {
        this.pointerTimer = undefined;
        void this.report(false);
      }, POINTER_EVERY_MS);
    }
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

  private queue(update: Uint8Array): void {
    this.pending = this.pending ? Y.mergeUpdates([this.pending, update]) : update;
    if (this.sendTimer === undefined) {
      this.sendTimer = setTimeout(() => {
        this.sendTimer = undefined;
        void this.send();
      }, SEND_DELAY_MS);
    }
  }

  private async send(): Promise<void> {
    const update = this.pending;
    if (!update || this.view.state === 'offline' || this.view.state === 'lost') return;
    this.pending = null;
    try {
      await callEndpoint(coEditingApi.update, {
        path: updatesPath(this.id),
        body: { update: toBase64(update) },
      });
    } catch (error) {
      // The change stays in the document: the next exchange of state vectors sends it.
      this.failed(error);
    }
  }

  /** Sends what the server lacks and merges what this copy lacks; one exchange at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.exchange().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async exchange(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    try {
      const vector = toBase64(Y.encodeStateVector(this.doc));
      const answer = await callEndpoint(coEditingApi.doc, {
        path: `${docPath(this.id)}?stateVector=${encodeURIComponent(vector)}`,
      });
      const update = fromBase64(answer.update);
      if (update) Y.applyUpdate(this.doc, update, REMOTE);
      const serverVector = fromBase64(answer.stateVector);
      if (answer.canEdit && serverVector) {
        this.pending = null;
        const missing = Y.encodeStateAsUpdate(this.doc, serverVector);
        if (missing.byteLength > EMPTY_UPDATE_BYTES) {
          await callEndpoint(coEditingApi.update, {
            path: updatesPath(this.id),
            body: { update: toBase64(missing) },
          });
        }
      }
      this.show({ state: 'live', ready: true, canEdit: answer.canEdit && this.view.joined });
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (
      isApiError(error) &&
      (error.status === 403 || error.status === 404 || error.status === 401)
    ) {
      this.show({ state: 'lost', canEdit: false });
      return;
    }
    if (isApiError(error) && error.status < 500 && error.status !== 429) {
      // Refused (too large, not a board any more): this copy stops sending and follows the server.
      this.show({ canEdit: false });
      return;
    }
    this.show({ state: 'offline' });
    clearTimeout(this.retryTimer);
    if (!this.stopped) this.retryTimer = setTimeout(() => void this.sync(), RETRY_MS);
  }

  private async report(leave: boolean): Promise<void> {
    if (this.view.state === 'lost' || (this.view.state === 'offline' && !leave)) return;
    const pointer =
      this.pointerAt && !leave ? { x: this.pointerAt[0], y: this.pointerAt[1] } : null;
    try {
      const answer = await callEndpoint(coEditingApi.presence, {
        path: presencePath(this.id),
        body: { clientId: this.doc.clientID, pointer, ...(leave ? { leave: true } : {}) },
      });
      if (!leave)
        this.show({
          joined: true,
          editors: (answer.editors ?? []).filter((editor) => editor.clientId !== this.doc.clientID),
        });
    } catch (error) {
      if (isApiError(error) && error.status === 409) this.show({ joined: false, canEdit: false });
    }
  }

  private async reportStroke(stroke: LiveStrokePart): Promise<void> {
    if (this.view.state !== 'live') return;
    const pointer = this.pointerAt ? { x: this.pointerAt[0], y: this.pointerAt[1] } : null;
    try {
      await callEndpoint(coEditingApi.presence, {
        path: presencePath(this.id),
        body: { clientId: this.doc.clientID, pointer, stroke },
      });
    } catch {
      // Shown a moment later than drawn, or not at all: the finished stroke still goes through.
    }
  }

  private storeSoon(): void {
    clearTimeout(this.storeTimer);
    this.storeTimer = setTimeout(() => this.store(), STORE_DELAY_MS);
  }

  private store(): void {
    // A copy that has shown nothing yet (neither stored nor synced) holds nothing worth keeping.
    if (!this.view.ready) return;
    try {
      window.localStorage.setItem(this.storageKey, toBase64(Y.encodeStateAsUpdate(this.doc)));
    } catch {
      // Storage full or refused: the server still has every change it acknowledged.
    }
  }
}

function readStored(key: string): Uint8Array | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? fromBase64(stored) : null;
  } catch {
    return null;
  }
}
