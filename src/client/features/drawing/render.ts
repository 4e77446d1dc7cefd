import type { BoardSize, CanvasPoint } from '../../../shared/drawing/coordinates.ts';
import { renderLabel, type LabelText } from './render-label.ts';
import {
  paintOf,
  rectangleBounds,
  type EraserStroke,
  type PenStroke,
  type Scene,
  type SceneElement,
} from '../../../shared/drawing/scene.ts';

/**
 * Canvas rendering of the scene. Every function draws in canvas units: `fitLayer` sets the
 * transform so one unit is the right number of device pixels for the size the board is shown at.
 */

export type Ctx = CanvasRenderingContext2D;

/** Sizes a layer's backing store for its CSS size and pixel ratio; returns its context. */
export function fitLayer(
  canvas: HTMLCanvasElement,
  board: BoardSize,
  cssWidth: number,
  pixelRatio: number,
): Ctx | null {
  const width = Math.max(1, Math.round(cssWidth * pixelRatio));
  const height = Math.max(1, Math.round((cssWidth * board.height * pixelRatio) / board.width));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(width / board.width, 0, 0, height / board.height, 0, 0);
  return ctx;
}

export function clearLayer(ctx: Ctx, board: BoardSize): void {
  ctx.clearRect(0, 0, board.width, board.height);
}

function strokeStyle(ctx: Ctx, element: PenStroke | EraserStroke): void {
  ctx.globalCompositeOperation = element.kind === 'eraser' ? 'destination-out' : 'source-over';
  const paint = element.kind === 'pen' ? paintOf(element.colour) : '#000000';
  ctx.strokeStyle = paint;
  ctx.fillStyle = paint;
  ctx.lineWidth = element.width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

function dot(ctx: Ctx, at: CanvasPoint, width: number): void {
  ctx.beginPath();
  ctx.arc(at[0], at[1], width / 2, 0, Math.PI * 2);
  ctx.fill();
}

export function renderElement(ctx: Ctx, element: SceneElement, text: LabelText): void {
  ctx.save();
  if (element.kind === 'label') renderLabel(ctx, element, text);
  else if (element.kind === 'rectangle') {
    ctx.globalCompositeOperation = 'source-over';
    ctx.strokeStyle = paintOf(element.colour);
    ctx.lineWidth = element.width;
    ctx.lineJoin = 'round';
    const { x, y, width, height } = rectangleBounds(element);
    ctx.strokeRect(x, y, width, height);
  } else {
    strokeStyle(ctx, element);
    const [first, ...rest] = element.points;
    if (first && rest.length === 0) dot(ctx, first, element.width);
    else if (first) {
      ctx.beginPath();
      ctx.moveTo(first[0], first[1]);
      for (const point of rest) ctx.lineTo(point[0], point[1]);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** Draws the points added to a stroke since `from` (the index of the last drawn point). */
export function renderStrokeTail(ctx: Ctx, stroke: PenStroke | EraserStroke, from: number): void {
  const points = stroke.points;
  if (points.length === 0) return;
  ctx.save();
  strokeStyle(ctx, stroke);
  if (points.length === 1) dot(ctx, points[0]!, stroke.width);
  else {
    const start = Math.max(0, from);
    ctx.beginPath();
    ctx.moveTo(points[start]![0], points[start]![1]);
    for (let i = start + 1; i < points.length; i++) ctx.lineTo(points[i]![0], points[i]![1]);
    ctx.stroke();
  }
  ctx.restore();
}

export function renderScene(ctx: Ctx, scene: Scene, text: LabelText): void {
  clearLayer(ctx, scene);
  for (const element of scene.elements) renderElement(ctx, element, text);
}

/** The field layout, or a plain tiled field when the picture is not there (spec section 9). */
export function renderBackground(ctx: Ctx, board: BoardSize, image: HTMLImageElement | null): void {
  ctx.save();
  ctx.globalCompositeOperation = 'source-over';
  ctx.clearRect(0, 0, board.width, board.height);
  if (image) {
    ctx.drawImage(image, 0, 0, board.width, board.height);
  } else {
    ctx.fillStyle = '#e4e4e7';
    ctx.fillRect(0, 0, board.width, board.height);
    ctx.strokeStyle = '#a1a1aa';
    ctx.lineWidth = 1;
    const step = board.height / 12;
    const left = (board.width - board.height) / 2;
    for (let i = 0; i <= 12; i++) {
      ctx.beginPath();
      ctx.moveTo(left + i * step, 0);
      ctx.lineTo(left + i * step, board.height);
      ctx.moveTo(left, i * step);
      ctx.lineTo(left + board.height, i * step);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** The board as a PNG at its own size: the field, then the ink (erased only on its own layer). */
export function exportBoardPng(
  scene: Scene,
  image: HTMLImageElement | null,
  text: LabelText,
): Promise<Blob> {
  const output = document.createElement('canvas');
  const ink = document.createElement('canvas');
  for (const canvas of [output, ink]) {
    canvas.width = scene.width;
    canvas.height = scene.height;
  }
  const outputCtx = output.getContext('2d');
  const inkCtx = ink.getContext('2d');
  if (!outputCtx || !inkCtx)
    return Promise.reject(new Error('This browser cannot draw on a canvas'));
  renderBackground(outputCtx, scene, image);
  renderScene(inkCtx, scene, text);
  outputCtx.drawImage(ink, 0, 0);
  return new Promise((resolve, reject) =>
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be exported'))),
      'image/png',
    ),
  );
}

/** Saves a blob under a file name through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
