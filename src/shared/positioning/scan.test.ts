import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERENCE_POINTS } from './reference-points.ts';
import {
  locateFromScan,
  recordAdvertisement,
  type Advertisement,
  type ScannedDevice,
} from './scan.ts';

const points = DEFAULT_REFERENCE_POINTS;

function scan(advertisements: Omit<Advertisement, 'timestamp'>[]): ScannedDevice[] {
  let heard = new Map<string, ScannedDevice>();
  for (const ad of advertisements)
    heard = recordAdvertisement(heard, { ...ad, timestamp: 1 }, points);
  return [...heard.values()];
}

/** The signal strength a beacon at `from` shows at `to` (map units; 10 to the metre). */
const rssiBetween = (from: { x: number; y: number }, to: { x: number; y: number }) =>
  -60 - 25 * Math.log10(Math.hypot(from.x - to.x, from.y - to.y) / 10);

describe('recordAdvertisement', () => {
  it('smooths repeated readings of one device with the low-pass filter', () => {
    const devices = scan([
      { id: 'd1', name: 'Pit Area', rssi: -70 },
      { id: 'd1', name: null, rssi: -60 },
    ]);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      id: 'd1',
      name: 'Pit Area',
      isBeacon: true,
      macAddress: 'd1',
    });
    expect(devices[0]!.rssi).toBeCloseTo(-68, 12);
  });

  it('keeps a name heard earlier, and an empty name for a device that never sent one', () => {
    const [named, nameless] = scan([
      { id: 'd1', name: 'Pit Area', rssi: -70 },
      { id: 'd1', name: null, rssi: -60 },
      { id: 'd2', name: null, rssi: -60 },
    ]);
    expect(named!.name).toBe('Pit Area');
    expect(nameless!.name).toBe('');
  });

  it('reads a robot tag MAC address from its name', () => {
    const [device] = scan([{ id: 'opaque', name: 'Robot aa:bb:cc:00:11:22', rssi: -50 }]);
    expect(device).toMatchObject({ macAddress: 'AA:BB:CC:00:11:22', isBeacon: false });
  });
});

describe('locateFromScan', () => {
  it('says when nothing was heard', () => {
    expect(locateFromScan([], 'single', points)).toEqual({
      kind: 'failed',
      message: 'No BLE devices found',
    });
    expect(locateFromScan([], 'multi', points)).toEqual({
      kind: 'failed',
      message: 'No BLE devices found',
    });
  });

  it('accepts a device as a beacon only when recognised or stronger than -85 dBm', () => {
    const weak = scan([
      { id: 'a', name: 'Headphones', rssi: -85 },
      { id: 'b', rssi: -92 },
    ]);
    expect(locateFromScan(weak, 'single', points)).toEqual({
      kind: 'failed',
      message: 'No beacons found',
    });

    const faintButKnown = scan([{ id: 'a', name: 'skills-fields', rssi: -95 }]);
    expect(locateFromScan(faintButKnown, 'single', points)).toMatchObject({
      kind: 'located',
      mode: 'single',
      estimate: { point: { x: 450, y: 350 } },
    });
  });

  it('single mode: places the phone at the strongest reference beacon', () => {
    const devices = scan([
      { id: 'a', name: 'Pit Area', rssi: -70 },
      { id: 'b', name: 'Practice Fields', rssi: -55 },
    ]);
    expect(locateFromScan(devices, 'single', points)).toMatchObject({
      kind: 'located',
      mode: 'single',
      estimate: { method: 'centroid', point: { x: 450, y: 50 } },
      beacons: [{ id: 'b' }],
    });
    // Whatever order they were heard in.
    const reversed = scan([
      { id: 'b', name: 'Practice Fields', rssi: -55 },
      { id: 'a', name: 'Pit Area', rssi: -70 },
      { id: 'c', name: 'Skills Fields', rssi: -80 },
    ]);
    expect(locateFromScan(reversed, 'single', points)).toMatchObject({ beacons: [{ id: 'b' }] });
  });

  it('single mode: an unknown strongest beacon is looked up as a robot tag', () => {
    const devices = scan([
      { id: 'a', name: 'Pit Area', rssi: -80 },
      { id: 'tag', name: 'Robot 01:02:03:04:05:06', rssi: -50 },
    ]);
    expect(locateFromScan(devices, 'single', points)).toMatchObject({
      kind: 'nearDevice',
      device: { macAddress: '01:02:03:04:05:06' },
    });
  });

  it('multi mode: trilaterates the exact position from four reference beacons', () => {
    const phone = { x: 200, y: 150 };
    const devices = scan(
      points.map((p) => ({ id: p.id, name: p.name, rssi: rssiBetween(p, phone) })),
    );
    const result = locateFromScan(devices, 'multi', points);
    expect(result.kind).toBe('located');
    if (result.kind !== 'located') return;
    expect(result.mode).toBe('multi');
    expect(result.estimate.method).toBe('trilateration');
    expect(result.estimate.point.x).toBeCloseTo(200, 6);
    expect(result.estimate.point.y).toBeCloseTo(150, 6);
    expect(result.beacons.map((b) => b.name).sort()).toEqual(points.map((p) => p.name).sort());
  });

  it('multi mode: uses the weighted centroid with two reference beacons', () => {
    // 1 m from the pit area and 3 m from the practice fields: weights 1/10 and 1/30, so x = 150.
    const devices = scan([
      { id: 'a', name: 'pit-area', rssi: -60 - 25 * Math.log10(1) },
      { id: 'b', name: 'practice-fields', rssi: -60 - 25 * Math.log10(3) },
    ]);
    const result = locateFromScan(devices, 'multi', points);
    expect(result).toMatchObject({
      kind: 'located',
      mode: 'multi',
      estimate: { method: 'centroid' },
    });
    if (result.kind !== 'located') return;
    expect(result.estimate.point.x).toBeCloseTo(150, 9);
    expect(result.estimate.point.y).toBeCloseTo(50, 9);
  });

  it('multi mode: says the signals are too weak when none is stronger than -75 dBm', () => {
    const devices = scan([
      { id: 'a', name: 'Headphones', rssi: -80 },
      { id: 'b', name: 'Watch', rssi: -76 },
    ]);
    expect(locateFromScan(devices, 'multi', points)).toEqual({
      kind: 'failed',
      message: 'No beacons with strong enough signal found',
    });
  });

  it('multi mode: -75 dBm exactly is not strong enough', () => {
    const devices = scan([{ id: 'a', name: 'Watch', rssi: -75 }]);
    expect(locateFromScan(devices, 'multi', points)).toMatchObject({ kind: 'failed' });
  });

  it('multi mode: a strong unknown device beside one reference beacon is looked up as a robot tag', () => {
    const devices = scan([
      { id: 'tag', name: 'Robot 01:02:03:04:05:06', rssi: -50 },
      { id: 'a', name: 'Pit Area', rssi: -70 },
    ]);
    expect(locateFromScan(devices, 'multi', points)).toMatchObject({
      kind: 'nearDevice',
      device: { macAddress: '01:02:03:04:05:06' },
    });
  });

  it('multi mode: falls back to single-beacon with fewer than two strong beacons', () => {
    const devices = scan([
      { id: 'a', name: 'Alliance Fields', rssi: -65 },
      { id: 'b', name: 'Headphones', rssi: -80 },
    ]);
    expect(locateFromScan(devices, 'multi', points)).toMatchObject({
      kind: 'located',
      mode: 'single',
      estimate: { point: { x: 50, y: 350 } },
    });
  });
});
