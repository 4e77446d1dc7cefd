import type * as Y from 'yjs';
import type { LiveStrokePart } from '../../../../shared/contract/drawings.ts';
import type { CanvasPoint } from '../../../../shared/drawing/coordinates.ts';
import { isApiError } from '../../../lib/api.ts';
import { callEndpoint } from '../../../lib/endpoint.ts';
import { coEditingApi, presencePath } from './endpoints.ts';
import type { SessionState, SessionView } from './session-view.ts';

const HEARTBEAT_MS = 10_000;
const POINTER_EVERY_MS = 200;

/**
 * One copy's presence on a co-edited board: a heartbeat that keeps it among the board's editors,
 * its pointer, and the stroke it is drawing, each told to the server; the answer names the others.
 */
export class BoardPresence {
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pointerTimer: ReturnType<typeof setTimeout> | undefined;
  private pointerAt: CanvasPoint | null = null;

  constructor(
    private readonly id: number,
    private readonly doc: Y.Doc,
    private readonly state: () => SessionState,
    private readonly show: (change: Partial<SessionView>) => void,
  ) {}

  start(): void {
    this.heartbeat = setInterval(() => void this.report(false), HEARTBEAT_MS);
  }

  stop(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.pointerTimer);
  }

  pointer(at: CanvasPoint | null): void {
    this.pointerAt = at;
    if (this.pointerTimer === undefined) {
      this.pointerTimer = setTimeout(() => {
        this.pointerTimer = undefined;
        void this.report(false);
      }, POINTER_EVERY_MS);
    }
  }

  async report(leave: boolean): Promise<void> {
    if (this.state() === 'lost' || (this.state() === 'offline' && !leave)) return;
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

  async reportStroke(stroke: LiveStrokePart): Promise<void> {
    if (this.state() !== 'live') return;
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
}
