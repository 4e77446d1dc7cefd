import * as Y from 'yjs';
import { fromBase64, toBase64 } from '../../../../shared/drawing/board-doc.ts';
import { isApiError } from '../../../lib/api.ts';
import { callEndpoint } from '../../../lib/endpoint.ts';
import { coEditingApi, docPath, updatesPath } from './endpoints.ts';
import type { SessionView } from './session-view.ts';

/** The origin of changes that came from the server or storage (not this copy's own). */
export const REMOTE = Symbol('remote');
const SEND_DELAY_MS = 30;
const RETRY_MS = 2000;
/** An update that carries nothing (no structs, no deletions) is two bytes long. */
const EMPTY_UPDATE_BYTES = 2;

/**
 * Keeps one copy's document in step with the server: its own changes sent as they happen, and
 * state-vector exchanges that send what the server lacks and fetch what this copy lacks. A
 * failure says what the copy may still do (lost, view-only, offline and retrying).
 */
export class DocSync {
  private pending: Uint8Array | null = null;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private syncing: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly id: number,
    private readonly doc: Y.Doc,
    private readonly view: () => SessionView,
    private readonly show: (change: Partial<SessionView>) => void,
  ) {}

  /** No more exchanges or retries; a change still waiting is sent. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    if (this.pending) void this.send();
  }

  queue(update: Uint8Array): void {
    this.pending = this.pending ? Y.mergeUpdates([this.pending, update]) : update;
    if (this.sendTimer === undefined) {
      this.sendTimer = setTimeout(() => {
        this.sendTimer = undefined;
        void this.send();
      }, SEND_DELAY_MS);
    }
  }

  async send(): Promise<void> {
    const update = this.pending;
    if (!update || this.view().state === 'offline' || this.view().state === 'lost') return;
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
      this.show({ state: 'live', ready: true, canEdit: answer.canEdit && this.view().joined });
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
}
