import type { BoardLabelId } from '../../../shared/drawing/labels.ts';
import { paintOf, type BoardLabel } from '../../../shared/drawing/scene.ts';

/** A label's words in the reader's language (`drawing:labels.<id>`). */
export type LabelText = (label: BoardLabelId) => string;

const FONT = '600 16px system-ui, sans-serif';
const PAD_X = 8;
const HEIGHT = 26;

/** Dark words on a light paint (yellow), white on the rest: readable whatever colour was chosen. */
function inkOn(paint: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(paint);
  if (!hex) return '#ffffff';
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 160 ? '#111827' : '#ffffff';
}

/**
 * A label as a rounded tag centred on its place, filled with its colour: the words come from
 * the fixed list, so the reader sees them in their own language whoever placed them.
 */
export function renderLabel(ctx: CanvasRenderingContext2D, label: BoardLabel, text: LabelText) {
  const words = text(label.label);
  const paint = paintOf(label.colour);
  ctx.globalCompositeOperation = 'source-over';
  ctx.font = FONT;
  const width = ctx.measureText(words).width + PAD_X * 2;
  const x = label.at[0] - width / 2;
  const y = label.at[1] - HEIGHT / 2;
  ctx.fillStyle = paint;
  ctx.beginPath();
  if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, width, HEIGHT, HEIGHT / 2);
  else ctx.rect(x, y, width, HEIGHT);
  ctx.fill();
  ctx.fillStyle = inkOn(paint);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(words, label.at[0], label.at[1] + 1);
}
