import { describe, expect, it } from 'vitest';
import {
  clampToMap,
  mapScale,
  mapToScreen,
  screenPoint,
  screenToMap,
  mapPoint,
} from './coordinates.ts';
import { gridLines, referenceRings, robotMarkers, teamColour } from './map-scene.ts';
import { DEFAULT_REFERENCE_POINTS } from './reference-points.ts';

describe('team colours', () => {
  it('colours by the team name: Engineering, Design, Product, Marketing, or the default', () => {
    expect(teamColour('Engineering Eagles')).toBe('#2563eb');
    expect(teamColour('design dragons')).toBe('#db2777');
    expect(teamColour('Product')).toBe('#16a34a');
    expect(teamColour('The Marketing Mavericks')).toBe('#ea580c');
    expect(teamColour('Gear Grinders')).toBe('#6b7280');
    expect(teamColour(null)).toBe('#6b7280');
  });
});

describe('the map scene', () => {
  it('has grid lines every 50 units across the 500 x 400 map', () => {
    const lines = gridLines();
    expect(lines).toHaveLength(11 + 9);
    expect(lines[0]).toEqual({ from: { x: 0, y: 0 }, to: { x: 0, y: 400 } });
    expect(lines.at(-1)).toEqual({ from: { x: 0, y: 400 }, to: { x: 500, y: 400 } });
  });

  it('draws a ring of 80 around each reference point', () => {
    expect(referenceRings(DEFAULT_REFERENCE_POINTS)[1]).toEqual({
      id: 'practice-fields',
      label: 'Practice Fields',
      centre: { x: 450, y: 50 },
      radius: 80,
    });
  });

  it('places robots on the map, coloured by team, marking the own team', () => {
    const [marker] = robotMarkers(
      [
        {
          id: 3,
          name: 'Bolt',
          teamId: 7,
          lastLocationX: 620,
          lastLocationY: 90,
          isActive: true,
          team: { name: 'Design Dragons' },
        },
      ],
      7,
    );
    expect(marker).toEqual({
      id: 3,
      label: 'Bolt',
      position: { x: 500, y: 90 },
      colour: '#db2777',
      isActive: true,
      isOwn: true,
    });
    const spare = {
      id: 4,
      name: 'Spare',
      teamId: null,
      lastLocationX: 1,
      lastLocationY: 2,
      isActive: false,
      team: null,
    };
    expect(robotMarkers([spare], 7)[0]).toMatchObject({
      isOwn: false,
      colour: '#6b7280',
      isActive: false,
    });
    expect(robotMarkers([spare], null)[0]!.isOwn).toBe(false);
  });
});

describe('coordinate spaces', () => {
  it('converts between map units and screen pixels at any scale', () => {
    const scale = mapScale(250);
    expect(scale).toBe(0.5);
    expect(mapToScreen(mapPoint(100, 300), scale)).toEqual({ x: 50, y: 150 });
    expect(screenToMap(screenPoint(50, 150), scale)).toEqual({ x: 100, y: 300 });
    expect(screenToMap(screenPoint(400, -3), scale)).toEqual({ x: 500, y: 0 });
  });

  it('clamps to the map', () => {
    expect(clampToMap(-1, 401)).toEqual({ x: 0, y: 400 });
    expect(clampToMap(123.4, 56.7)).toEqual({ x: 123.4, y: 56.7 });
  });
});
