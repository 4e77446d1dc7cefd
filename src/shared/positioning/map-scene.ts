import { MAP } from '../constants.ts';
import { clampToMap, mapPoint, type MapPoint } from './coordinates.ts';
import type { ReferencePoint } from './reference-points.ts';

/**
 * The venue map as a pure scene: what to draw, in map units. The canvas renders the static part
 * (grid and reference rings) once per size and the robots on a layer of their own.
 */

export type TeamColourKey = keyof typeof MAP.teamColours;

const NAMED_TEAMS = [
  'Engineering',
  'Design',
  'Product',
  'Marketing',
] as const satisfies readonly TeamColourKey[];

/** Robots are coloured by their team's name: Engineering, Design, Product, Marketing, or the default. */
function teamColourKey(teamName: string | null | undefined): TeamColourKey {
  // Stryker disable next-line StringLiteral: any text naming none of the teams gives the default colour, as '' does
  const name = (teamName ?? '').toLowerCase();
  return NAMED_TEAMS.find((key) => name.includes(key.toLowerCase())) ?? 'default';
}

export const teamColour = (teamName: string | null | undefined) =>
  MAP.teamColours[teamColourKey(teamName)];

export interface GridLine {
  readonly from: MapPoint;
  readonly to: MapPoint;
}

/** Grid lines every 50 map units, edges included. */
export function gridLines(): GridLine[] {
  const lines: GridLine[] = [];
  for (let x = 0; x <= MAP.width; x += MAP.gridStep)
    lines.push({ from: mapPoint(x, 0), to: mapPoint(x, MAP.height) });
  for (let y = 0; y <= MAP.height; y += MAP.gridStep)
    lines.push({ from: mapPoint(0, y), to: mapPoint(MAP.width, y) });
  return lines;
}

export interface ReferenceRing {
  readonly id: string;
  readonly label: string;
  readonly centre: MapPoint;
  readonly radius: number;
}

export const referenceRings = (points: readonly ReferencePoint[]): ReferenceRing[] =>
  points.map((point) => ({
    id: point.id,
    label: point.name,
    centre: mapPoint(point.x, point.y),
    radius: MAP.beaconRingRadius,
  }));

export interface RobotLike {
  readonly id: number;
  readonly teamId: number | null;
  readonly name: string;
  readonly lastLocationX: number;
  readonly lastLocationY: number;
  readonly isActive: boolean;
  readonly team: { readonly name: string } | null;
}

export interface RobotMarker {
  readonly id: number;
  readonly label: string;
  readonly position: MapPoint;
  readonly colour: string;
  readonly isActive: boolean;
  readonly isOwn: boolean;
}

/** Markers for the robots; `ownTeamId` marks the viewer's own team's robots. */
export const robotMarkers = (
  robots: readonly RobotLike[],
  ownTeamId?: number | null,
): RobotMarker[] =>
  robots.map((robot) => ({
    id: robot.id,
    label: robot.name,
    position: clampToMap(robot.lastLocationX, robot.lastLocationY),
    colour: teamColour(robot.team?.name),
    isActive: robot.isActive,
    isOwn: ownTeamId != null && robot.teamId === ownTeamId,
  }));
