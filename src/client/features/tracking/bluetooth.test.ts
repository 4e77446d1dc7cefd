import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanAdvertisements } from './bluetooth.ts';

type Ad = { id: string; name?: string; rssi?: number };

/** A `navigator` whose Bluetooth adapter reports `ads` once the scan starts. */
function fakeNavigator(options: {
  ads?: Ad[];
  available?: boolean;
  leScan?: 'ok' | 'denied' | 'denied-silently' | 'broken' | 'missing';
  requestDevice?: boolean;
}) {
  const adapter = new EventTarget() as EventTarget & Record<string, unknown>;
  const stop = vi.fn();
  adapter.getAvailability = async () => options.available ?? true;
  if ((options.leScan ?? 'ok') !== 'missing') {
    adapter.requestLEScan = vi.fn(async () => {
      if (options.leScan === 'denied')
        throw new DOMException('Permission denied.', 'NotAllowedError');
      if (options.leScan === 'denied-silently') throw new DOMException('', 'NotAllowedError');
      if (options.leScan === 'broken') throw new DOMException('Adapter exploded.', 'NetworkError');
      setTimeout(() => {
        for (const ad of options.ads ?? []) {
          const event = Object.assign(new Event('advertisementreceived'), {
            device: { id: ad.id, name: ad.name },
            name: ad.name,
            rssi: ad.rssi,
          });
          adapter.dispatchEvent(event);
        }
      }, 100);
      return { stop };
    });
  }
  if (options.requestDevice) adapter.requestDevice = vi.fn(async () => new EventTarget());
  return { navigator: { bluetooth: adapter } as unknown as Navigator, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scanAdvertisements', () => {
  it('listens for the whole timeout and returns what it heard', async () => {
    const { navigator, stop } = fakeNavigator({
      ads: [
        { id: 'a', name: 'Pit Area', rssi: -61 },
        { id: 'b', rssi: -70 },
      ],
    });
    const outcome = scanAdvertisements({ timeoutMs: 10_000, navigator });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      kind: 'heard',
      advertisements: [
        { id: 'a', name: 'Pit Area', rssi: -61 },
        { id: 'b', name: null, rssi: -70 },
      ],
    });
    expect(stop).toHaveBeenCalledOnce();
  });

  it('stops early once it heard enough', async () => {
    const { navigator, stop } = fakeNavigator({ ads: [{ id: 'a', rssi: -61 }] });
    const outcome = scanAdvertisements({
      timeoutMs: 10_000,
      navigator,
      heardEnough: (ads) => ads.length >= 1,
    });
    await vi.advanceTimersByTimeAsync(150);
    expect((await outcome).kind).toBe('heard');
    expect(stop).toHaveBeenCalledOnce();
  });

  it('ignores advertisements without a signal strength', async () => {
    const { navigator } = fakeNavigator({ ads: [{ id: 'a' }] });
    const outcome = scanAdvertisements({ timeoutMs: 1000, navigator });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ kind: 'heard', advertisements: [] });
  });

  it.each([
    [
      'no Web Bluetooth',
      { navigator: {} as Navigator },
      {
        title: 'Bluetooth Not Available',
        description:
          "Your browser doesn't support Web Bluetooth. Try using Chrome on Android or desktop.",
      },
    ],
    [
      'no adapter',
      fakeNavigator({ available: false }),
      { title: 'Bluetooth is not available on this device' },
    ],
    [
      'no way to scan',
      fakeNavigator({ leScan: 'missing' }),
      {
        title:
          'BLE scanning is not supported in this browser. Try enabling experimental web features.',
      },
    ],
    [
      'a chooser without advertisement watching',
      fakeNavigator({ leScan: 'missing', requestDevice: true }),
      {
        title:
          'BLE scanning is not supported in this browser. Try enabling experimental web features.',
      },
    ],
    [
      'permission refused',
      fakeNavigator({ leScan: 'denied' }),
      { title: 'Bluetooth Access Failed', description: 'Permission denied.' },
    ],
    [
      'permission refused without a word',
      fakeNavigator({ leScan: 'denied-silently' }),
      { title: 'Bluetooth Access Failed', description: 'Bluetooth permission was not given.' },
    ],
    [
      'anything else',
      fakeNavigator({ leScan: 'broken' }),
      { title: 'Bluetooth Error', description: 'Adapter exploded.' },
    ],
  ])('says why with %s', async (_case, { navigator }, failure) => {
    expect(await scanAdvertisements({ timeoutMs: 1000, navigator })).toEqual({
      kind: 'failed',
      failure: { description: undefined, ...failure },
    });
  });
});
