import { MAP } from '../constants.ts';

/**
 * Typed coordinate spaces for the venue map. Positions are kept in map units (the venue is
 * 500 x 400 of them, whatever size the map shows at on screen); signal distances are in metres;
 * the canvas draws in CSS pixels. The brands stop one being passed where another is meant.
 */

declare const mapSpace: unique symbol;
declare const screenSpace: unique symbol;
declare const metresUnit: unique symbol;

/** A point on the venue map, in map units: 0..500 by 0..400. */
export type MapPoint = { readonly x: number; readonly y: number } & { readonly [mapSpace]: true };

/** A point in CSS pixels relative to the canvas element's top-left corner. */
export type ScreenPoint = { readonly x: number; readonly y: number } & {
  readonly [screenSpace]: true;
};

/** A distance in metres (what a signal strength estimates). */
export type Metres = number & { readonly [metresUnit]: true };

export const mapPoint = (x: number, y: number) => ({ x, y }) as MapPoint;
export const screenPoint = (x: number, y: number) => ({ x, y }) as ScreenPoint;
export const metres = (value: number) => value as Metres;

/**
 * The map is a 50 m x 40 m hall: 10 map units to the metre, so the furthest distance a signal
 * can estimate (50 m) spans the map's width.
 */
const MAP_UNITS_PER_METRE = 10;

export const metresToMapUnits = (distance: Metres) => distance * MAP_UNITS_PER_METRE;

export const MAP_CENTRE = mapPoint(MAP.width / 2, MAP.height / 2);

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** Keeps a point on the map: x 0..500, y 0..400 (anything else lands on the nearest edge). */
export function clampToMap(x: number, y: number): MapPoint {
  return mapPoint(clamp(x, 0, MAP.width), clamp(y, 0, MAP.height));
}

/** Map coordinates are kept to a tenth of a unit (1 cm): more than a signal can tell. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** How many CSS pixels one map unit takes when the map is drawn `widthPx` wide. */
export const mapScale = (widthPx: number) => widthPx / MAP.width;

export const mapToScreen = (point: MapPoint, scale: number) =>
  screenPoint(point.x * scale, point.y * scale);

export const screenToMap = (point: ScreenPoint, scale: number) =>
  clampToMap(point.x / scale, point.y / scale);
