import { MAP } from '../../../shared/constants.ts';
import { mapToScreen, type MapPoint } from '../../../shared/positioning/coordinates.ts';
import {
  gridLines,
  type ReferenceRing,
  type RobotMarker,
} from '../../../shared/positioning/map-scene.ts';

/**
 * Draws the venue map scene on canvases. Every canvas is sized in device pixels (crisp on
 * high-DPI screens) and drawn in CSS pixels through a `dpr` transform.
 */

export interface Viewport {
  /** CSS pixels per map unit. */
  readonly scale: number;
  readonly dpr: number;
}

/** Sizes the canvas for its CSS size and returns a context drawing in CSS pixels. */
export function prepareCanvas(canvas: HTMLCanvasElement, widthPx: number, dpr: number) {
  const heightPx = (widthPx * MAP.height) / MAP.width;
  const width = Math.round(widthPx * dpr);
  const height = Math.round(heightPx * dpr);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.setTransform(dpr, 0, 0, dpr, 0, 0);
  context.clearRect(0, 0, widthPx, heightPx);
  return context;
}

/** Snaps a CSS coordinate to the middle of a device pixel so one-pixel lines stay sharp. */
const crisp = (value: number, dpr: number) => (Math.round(value * dpr) + 0.5) / dpr;

export function drawStaticLayer(
  context: CanvasRenderingContext2D,
  { scale, dpr }: Viewport,
  rings: readonly ReferenceRing[],
  highlightId?: string,
) {
  const width = MAP.width * scale;
  const height = MAP.height * scale;
  context.fillStyle = '#f8fafc';
  context.fillRect(0, 0, width, height);

  context.lineWidth = 1 / dpr;
  context.strokeStyle = '#cbd5e1';
  context.beginPath();
  for (const line of gridLines()) {
    const from = mapToScreen(line.from, scale);
    const to = mapToScreen(line.to, scale);
    const vertical = line.from.x === line.to.x;
    context.moveTo(vertical ? crisp(from.x, dpr) : from.x, vertical ? from.y : crisp(from.y, dpr));
    context.lineTo(vertical ? crisp(to.x, dpr) : to.x, vertical ? to.y : crisp(to.y, dpr));
  }
  context.stroke();

  const fontSize = Math.max(10, Math.min(13, 12 * scale));
  context.font = `600 ${fontSize}px system-ui, sans-serif`;
  context.textAlign = 'center';
  for (const ring of rings) {
    const centre = mapToScreen(ring.centre, scale);
    const highlighted = ring.id === highlightId;
    context.beginPath();
    context.arc(centre.x, centre.y, ring.radius * scale, 0, Math.PI * 2);
    context.fillStyle = highlighted ? 'rgba(245, 158, 11, 0.16)' : 'rgba(59, 130, 246, 0.08)';
    context.fill();
    context.setLineDash([4, 4]);
    context.lineWidth = highlighted ? 2 : 1;
    context.strokeStyle = highlighted ? '#b45309' : '#3b82f6';
    context.stroke();
    context.setLineDash([]);

    context.beginPath();
    context.arc(centre.x, centre.y, 3.5, 0, Math.PI * 2);
    context.fillStyle = highlighted ? '#b45309' : '#1d4ed8';
    context.fill();
    // Labels stay inside the map, even for a beacon on its edge.
    const half = context.measureText(ring.label).width / 2;
    const labelX = Math.min(Math.max(centre.x, half + 4), width - half - 4);
    const labelY = centre.y + fontSize + 6 <= height - 4 ? centre.y + fontSize + 6 : centre.y - 8;
    context.fillStyle = '#1e293b';
    context.fillText(ring.label, labelX, labelY);
  }
}

export interface DrawnMarker extends RobotMarker {
  /** Where the marker is drawn this frame (between its old and new place while moving). */
  readonly drawnAt: MapPoint;
}

export function drawRobotLayer(
  context: CanvasRenderingContext2D,
  { scale }: Viewport,
  markers: readonly DrawnMarker[],
) {
  const radius = Math.max(7, 9 * Math.min(scale, 1.4));
  const fontSize = Math.max(11, Math.min(14, 13 * scale));
  context.font = `700 ${fontSize}px system-ui, sans-serif`;
  context.textAlign = 'left';
  context.lineJoin = 'round';
  for (const marker of markers) {
    const at = mapToScreen(marker.drawnAt, scale);
    if (marker.isOwn) {
      context.beginPath();
      context.arc(at.x, at.y, radius + 4, 0, Math.PI * 2);
      context.lineWidth = 2;
      context.strokeStyle = '#0f172a';
      context.stroke();
    }
    context.beginPath();
    context.arc(at.x, at.y, radius, 0, Math.PI * 2);
    context.globalAlpha = marker.isActive ? 1 : 0.45;
    context.fillStyle = marker.colour;
    context.fill();
    context.globalAlpha = 1;
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();

    // Labels sit to the right, or to the left near the right edge.
    const label = marker.isActive ? marker.label : `${marker.label} (inactive)`;
    const textWidth = context.measureText(label).width;
    const right = at.x + radius + 6 + textWidth <= MAP.width * scale;
    const x = right ? at.x + radius + 6 : at.x - radius - 6 - textWidth;
    const y = at.y + fontSize / 3;
    context.lineWidth = 3;
    context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    context.strokeText(label, x, y);
    context.fillStyle = '#0f172a';
    context.fillText(label, x, y);
  }
}
