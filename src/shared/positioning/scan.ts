import { MAP } from '../constants.ts';
import { metresToMapUnits, mapPoint } from './coordinates.ts';
import { estimatePosition, type PositionEstimate, type Ranging } from './estimate.ts';
import { BLUETOOTH_MESSAGES } from './bluetooth-messages.ts';
import { macAddressOf } from './mac-address.ts';
import { matchReferencePoint, type ReferencePoint } from './reference-points.ts';
import { lowPass, rssiToDistance } from './signal.ts';

/** A device heard during a scan (spec: Scanned device; kept in the browser). */
export interface ScannedDevice {
  readonly id: string;
  readonly name: string;
  /** Smoothed signal strength in dBm (the low-pass filter over every reading). */
  readonly rssi: number;
  /** The device's MAC address when it tells it, else its browser-given id. */
  readonly macAddress: string;
  readonly timestamp: number;
  /** Recognised as one of the venue's reference beacons. */
  readonly isBeacon: boolean;
}

export interface Advertisement {
  readonly id: string;
  readonly name?: string | null;
  readonly rssi: number;
  readonly timestamp: number;
}

export type ScanMode = 'single' | 'multi';

/** Adds one advertisement to what the scan has heard, smoothing the device's signal. */
export function recordAdvertisement(
  heard: ReadonlyMap<string, ScannedDevice>,
  advertisement: Advertisement,
  referencePoints: readonly ReferencePoint[],
): Map<string, ScannedDevice> {
  const previous = heard.get(advertisement.id);
  const name = advertisement.name || previous?.name || '';
  const device: ScannedDevice = {
    id: advertisement.id,
    name,
    rssi: lowPass(previous?.rssi, advertisement.rssi),
    macAddress: macAddressOf({ id: advertisement.id, name }) ?? advertisement.id,
    timestamp: advertisement.timestamp,
    isBeacon: matchReferencePoint({ id: advertisement.id, name }, referencePoints) !== undefined,
  };
  return new Map(heard).set(advertisement.id, device);
}

/** Accepted as a beacon: recognised as one, or a signal stronger than -85 dBm. */
const isAcceptedBeacon = (device: ScannedDevice) =>
  device.isBeacon || device.rssi > MAP.beaconAcceptRssi;

/** Good enough for multi-beacon positioning: recognised, or stronger than -75 dBm. */
const isStrongBeacon = (device: ScannedDevice) =>
  device.isBeacon || device.rssi > MAP.multiBeaconRssi;

export type ScanResult =
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'located';
      readonly mode: ScanMode;
      readonly estimate: PositionEstimate;
      readonly beacons: readonly ScannedDevice[];
    }
  /** The strongest beacon is not a reference point: it may be a robot's tag (look it up by MAC). */
  | { readonly kind: 'nearDevice'; readonly device: ScannedDevice };

const ranging = (device: ScannedDevice, point: ReferencePoint): Ranging => ({
  point: mapPoint(point.x, point.y),
  distance: metresToMapUnits(rssiToDistance(device.rssi)),
});

function singleBeacon(
  device: ScannedDevice,
  referencePoints: readonly ReferencePoint[],
): ScanResult {
  const point = matchReferencePoint(device, referencePoints);
  if (!point) return { kind: 'nearDevice', device };
  return {
    kind: 'located',
    mode: 'single',
    estimate: estimatePosition([ranging(device, point)]),
    beacons: [device],
  };
}

/**
 * What a finished scan says about where the phone is.
 * Single mode: the strongest accepted beacon. Multi mode: every strong reference beacon
 * (trilateration with three or more, weighted centroid with two); with fewer than two it falls
 * back to the strongest strong beacon, and with none it says the signals are too weak.
 */
export function locateFromScan(
  devices: Iterable<ScannedDevice>,
  mode: ScanMode,
  referencePoints: readonly ReferencePoint[],
): ScanResult {
  const all = [...devices];
  if (all.length === 0) return { kind: 'failed', message: BLUETOOTH_MESSAGES.noDevices };
  const accepted = all.filter(isAcceptedBeacon).sort((a, b) => b.rssi - a.rssi);
  if (accepted.length === 0) return { kind: 'failed', message: BLUETOOTH_MESSAGES.noBeacons };
  if (mode === 'single') return singleBeacon(accepted[0]!, referencePoints);

  const strong = accepted.filter(isStrongBeacon);
  if (strong.length === 0) return { kind: 'failed', message: BLUETOOTH_MESSAGES.noStrongBeacons };
  const positioned = strong.flatMap((device) => {
    const point = matchReferencePoint(device, referencePoints);
    return point ? [{ device, point }] : [];
  });
  if (positioned.length < MAP.multiBeaconMinimum) return singleBeacon(strong[0]!, referencePoints);
  return {
    kind: 'located',
    mode: 'multi',
    estimate: estimatePosition(positioned.map(({ device, point }) => ranging(device, point))),
    beacons: positioned.map(({ device }) => device),
  };
}
