import { MAP } from '../constants.ts';
import { clamp, metres, type Metres } from './coordinates.ts';

/**
 * Log-distance path loss: a signal of -60 dBm is 1 m away and every tenfold distance costs
 * 10 x 2.5 dB more. The estimate is clamped to 0.1..50 m (closer or further is noise).
 */
export function rssiToDistance(rssi: number): Metres {
  const distance = 10 ** ((MAP.referenceRssiAt1m - rssi) / (10 * MAP.pathLossExponent));
  return metres(clamp(distance, MAP.minDistance, MAP.maxDistance));
}

/**
 * The low-pass filter over successive readings of one device: each new reading moves the
 * smoothed value a fifth of the way towards it. The first reading is taken as it is.
 */
export function lowPass(
  previous: number | undefined,
  reading: number,
  factor: number = MAP.lowPassFactor,
): number {
  return previous === undefined ? reading : previous + factor * (reading - previous);
}
