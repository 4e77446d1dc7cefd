import { BLUETOOTH_MESSAGES } from '../../../shared/positioning/bluetooth-messages.ts';
import type { Advertisement } from '../../../shared/positioning/scan.ts';

/*
 * The parts of Web Bluetooth the map uses. The API is not in TypeScript's DOM library (and
 * scanning is still experimental in browsers), so only what is read is described here.
 */
interface BluetoothDeviceLike extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  watchAdvertisements?(options?: { signal?: AbortSignal }): Promise<void>;
}

interface AdvertisingEventLike extends Event {
  readonly device: { readonly id: string; readonly name?: string | null };
  readonly name?: string | null;
  readonly rssi?: number | null;
}

interface LeScanLike {
  stop(): void;
}

interface BluetoothLike extends EventTarget {
  getAvailability?(): Promise<boolean>;
  requestLEScan?(options: {
    acceptAllAdvertisements: boolean;
    keepRepeatedDevices: boolean;
  }): Promise<LeScanLike>;
  requestDevice?(options: { acceptAllDevices: boolean }): Promise<BluetoothDeviceLike>;
}

export interface BluetoothFailure {
  readonly title: string;
  readonly description?: string;
}

export type ScanOutcome =
  | { readonly kind: 'heard'; readonly advertisements: readonly Advertisement[] }
  | { readonly kind: 'failed'; readonly failure: BluetoothFailure };

export interface ScanOptions {
  /** How long to listen: the spec's 10 s. */
  readonly timeoutMs: number;
  /** Checked after each advertisement: true ends the scan early (every beacon heard). */
  readonly heardEnough?: (advertisements: readonly Advertisement[]) => boolean;
  readonly signal?: AbortSignal;
  /** For tests: the browser's `navigator`. */
  readonly navigator?: Navigator;
}

/** A device picked in the chooser is heard this many times before the scan ends early. */
const CHOSEN_DEVICE_READINGS = 5;

const failed = (title: string, description?: string): ScanOutcome => ({
  kind: 'failed',
  failure: { title, description },
});

/** Permission refused, or anything else going wrong, in the spec's words. */
function failureOf(error: unknown): ScanOutcome {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const detail =
    error instanceof Error || error instanceof DOMException ? error.message : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return failed(BLUETOOTH_MESSAGES.accessFailed, detail || BLUETOOTH_MESSAGES.permissionNotGiven);
  }
  if (name === 'NotFoundError') return failed(BLUETOOTH_MESSAGES.noDevices);
  if (name === 'NotSupportedError') return failed(BLUETOOTH_MESSAGES.scanningUnsupported);
  return failed(BLUETOOTH_MESSAGES.error, detail);
}

/** Waits for the timeout, the abort signal or `done()`, whichever comes first. */
function listenFor(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  register: (done: () => void) => () => void,
) {
  return new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', finish);
      unregister();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    signal?.addEventListener('abort', finish);
    const unregister = register(finish);
  });
}

function toAdvertisement(event: AdvertisingEventLike): Advertisement | undefined {
  if (typeof event.rssi !== 'number') return undefined;
  return {
    id: event.device.id,
    name: event.name ?? event.device.name ?? null,
    rssi: event.rssi,
    timestamp: Date.now(),
  };
}

/**
 * Listens to Bluetooth advertisements for up to `timeoutMs`: every nearby device through
 * `requestLEScan` where the browser has it, else one device the user picks in the browser's
 * chooser (`requestDevice`) heard through `watchAdvertisements`. Returns what was heard, or the
 * spec's message for why nothing could be.
 */
export async function scanAdvertisements(options: ScanOptions): Promise<ScanOutcome> {
  const nav = (options.navigator ?? navigator) as Navigator & { bluetooth?: BluetoothLike };
  const bluetooth = nav.bluetooth;
  if (!bluetooth)
    return failed(
      BLUETOOTH_MESSAGES.browserUnsupportedTitle,
      BLUETOOTH_MESSAGES.browserUnsupported,
    );

  try {
    if (bluetooth.getAvailability && !(await bluetooth.getAvailability())) {
      return failed(BLUETOOTH_MESSAGES.notAvailableOnDevice);
    }
  } catch {
    // Some browsers cannot tell; try anyway.
  }

  const heard: Advertisement[] = [];
  const onAdvertisement = (done: () => void) => (event: Event) => {
    const advertisement = toAdvertisement(event as AdvertisingEventLike);
    if (!advertisement) return;
    heard.push(advertisement);
    if (options.heardEnough?.(heard)) done();
  };

  try {
    if (typeof bluetooth.requestLEScan === 'function') {
      const scan = await bluetooth.requestLEScan({
        acceptAllAdvertisements: true,
        keepRepeatedDevices: true,
      });
      await listenFor(options.timeoutMs, options.signal, (done) => {
        const listener = onAdvertisement(done);
        bluetooth.addEventListener('advertisementreceived', listener);
        return () => {
          bluetooth.removeEventListener('advertisementreceived', listener);
          scan.stop();
        };
      });
      return { kind: 'heard', advertisements: heard };
    }

    const BluetoothDevice = (globalThis as { BluetoothDevice?: { prototype: object } })
      .BluetoothDevice;
    const canWatch = !BluetoothDevice || 'watchAdvertisements' in BluetoothDevice.prototype;
    if (typeof bluetooth.requestDevice !== 'function' || !canWatch) {
      return failed(BLUETOOTH_MESSAGES.scanningUnsupported);
    }
    const device = await bluetooth.requestDevice({ acceptAllDevices: true });
    if (typeof device.watchAdvertisements !== 'function')
      return failed(BLUETOOTH_MESSAGES.scanningUnsupported);
    const stopWatching = new AbortController();
    await device.watchAdvertisements({ signal: stopWatching.signal });
    await listenFor(options.timeoutMs, options.signal, (done) => {
      const readings = onAdvertisement(done);
      const listener = (event: Event) => {
        readings(event);
        if (heard.length >= CHOSEN_DEVICE_READINGS) done();
      };
      device.addEventListener('advertisementreceived', listener);
      return () => {
        device.removeEventListener('advertisementreceived', listener);
        stopWatching.abort();
      };
    });
    return { kind: 'heard', advertisements: heard };
  } catch (error) {
    return failureOf(error);
  }
}
