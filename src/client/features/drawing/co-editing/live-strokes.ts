import * as Y from 'yjs';
import type { LiveStrokePart } from '../../../../shared/contract/drawings.ts';
import { LIVE_STROKE_MAX_POINTS, type LiveStroke } from '../../../../shared/drawing/scene.ts';

/**
 * Strokes being drawn, shown on the other copies of a board as they are drawn (decision 314).
 * A copy reports its stroke every REPORT_EVERY_MS while it is drawn, each report carrying the
 * points added since the last one; the others show it until the finished stroke reaches them
 * through the document (the update carries the drawer's client id) or it goes quiet.
 */

export const REPORT_EVERY_MS = 100;
/** A stroke not heard of for this long is dropped (its drawer went away mid-stroke). */
const QUIET_MS = 2000;

/** Other copies' strokes being drawn, by the drawer's client id. */
export class OthersDrawing {
  private readonly strokes = new Map<number, { stroke: LiveStroke; seen: number }>();
  private sweep: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly onChange: () => void) {}

  list(): LiveStroke[] {
    return [...this.strokes.values()].map((entry) => entry.stroke);
  }

  /** A report from `clientId`: its stroke from point `from` on. */
  hear(clientId: number, { from, part }: LiveStrokePart, now = Date.now()): void {
    const known = this.strokes.get(clientId)?.stroke;
    let stroke = part as unknown as LiveStroke;
    if (part.kind !== 'rectangle' && known?.kind === part.kind && from <= known.points.length)
      stroke = {
        ...part,
        points: [...known.points.slice(0, from), ...part.points],
      } as unknown as LiveStroke;
    this.strokes.set(clientId, { stroke, seen: now });
    this.sweep ??= setInterval(() => this.forgetQuiet(), QUIET_MS / 2);
    this.onChange();
  }

  /** A change to the document: the strokes it finished are shown by the document from now on. */
  finishedBy(update: Uint8Array): void {
    if (this.strokes.size === 0) return;
    let changed = false;
    for (const struct of Y.decodeUpdate(update).structs)
      changed = this.strokes.delete(struct.id.client) || changed;
    if (changed) this.onChange();
  }

  forgetQuiet(now = Date.now()): void {
    let changed = false;
    for (const [clientId, entry] of this.strokes)
      if (now - entry.seen > QUIET_MS) changed = this.strokes.delete(clientId) || changed;
    if (this.strokes.size === 0) this.stop();
    if (changed) this.onChange();
  }

  stop(): void {
    clearInterval(this.sweep);
    this.sweep = undefined;
  }
}

/** A stroke as the contract carries it (plain numbers where the board has canvas points). */
const onWire = (stroke: LiveStroke) => stroke as unknown as LiveStrokePart['part'];

/** This copy's stroke being drawn, reported a few times a second with what each report adds. */
export class MyDrawing {
  private stroke: LiveStroke | null = null;
  private sentPoints = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly report: (part: LiveStrokePart) => void) {}

  /** The stroke as drawn so far, or null once it is finished (the document carries it then). */
  drawing(stroke: LiveStroke | null): void {
    this.stroke = stroke;
    if (!stroke) {
      this.sentPoints = 0;
      clearTimeout(this.timer);
      this.timer = undefined;
      return;
    }
    this.timer ??= setTimeout(() => this.send(), REPORT_EVERY_MS);
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private send(): void {
    this.timer = undefined;
    const stroke = this.stroke;
    if (!stroke) return;
    if (stroke.kind === 'rectangle') {
      this.report({ from: 0, part: onWire(stroke) });
      return;
    }
    const total = stroke.points.length;
    if (total === this.sentPoints) return;
    // From the last point sent (so the line joins up), at most LIVE_STROKE_MAX_POINTS of them.
    const from = Math.max(0, this.sentPoints - 1, total - LIVE_STROKE_MAX_POINTS);
    this.report({ from, part: onWire({ ...stroke, points: stroke.points.slice(from) }) });
    this.sentPoints = total;
  }
}
