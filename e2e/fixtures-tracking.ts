import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerTeamViaApi, signInAdminViaApi, type CreatedTeam } from './fixtures.ts';

export type CreatedRobot = {
  id: number;
  name: string;
  macAddress: string;
  teamId: number | null;
  lastLocationX: number;
  lastLocationY: number;
};

type Playwright = {
  request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
};

let macSequence = 0;

/** A MAC address unique within this test run. */
export function testMac(): string {
  const n = (Date.now() % 0xffffff) * 64 + ++macSequence;
  const hex = n.toString(16).padStart(10, '0').slice(-10);
  return `E2:${hex.match(/../g)!.join(':')}`.toUpperCase();
}

/** An administrator's API context; dispose it when done. */
export async function adminContext(
  playwright: Playwright,
  baseURL: string,
): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminViaApi(admin);
  return admin;
}

/** Creates a robot as the administrator and, when a position is given, moves it there. */
export async function createRobotViaApi(
  admin: APIRequestContext,
  robot: { name: string; teamId: number | null; macAddress?: string; x?: number; y?: number },
): Promise<CreatedRobot> {
  const response = await admin.post('/api/robots', {
    data: { name: robot.name, macAddress: robot.macAddress ?? testMac(), teamId: robot.teamId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as CreatedRobot;
  if (robot.x === undefined || robot.y === undefined) return created;
  return moveRobotViaApi(admin, created.id, robot.x, robot.y);
}

export async function moveRobotViaApi(
  request: APIRequestContext,
  id: number,
  x: number,
  y: number,
): Promise<CreatedRobot> {
  const response = await request.put(`/api/robots/${id}/location`, { data: { x, y } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedRobot;
}

/** One advertisement the stubbed Bluetooth adapter reports during a scan. */
type StubAdvertisement = { id: string; name?: string; rssi: number };

/**
 * What `navigator.bluetooth` looks like in the page (headless Chromium has no adapter):
 * - `scan`: requestLEScan works and reports these advertisements, a few times each;
 * - `denied`: requestLEScan is refused (the user said no);
 * - `unavailable`: getAvailability() answers false;
 * - `noScanning`: the object exists but neither requestLEScan nor watchAdvertisements does;
 * - `missing`: the browser has no Web Bluetooth at all.
 */
export type BluetoothStub =
  | { kind: 'scan'; advertisements: StubAdvertisement[] }
  | { kind: 'denied' | 'unavailable' | 'noScanning' | 'missing' };

export async function stubBluetooth(page: Page, stub: BluetoothStub) {
  await page.addInitScript((stub: BluetoothStub) => {
    if (stub.kind === 'missing') {
      // Chromium has navigator.bluetooth on its prototype; hide it.
      Object.defineProperty(Navigator.prototype, 'bluetooth', {
        get: () => undefined,
        configurable: true,
      });
      Object.defineProperty(navigator, 'bluetooth', { get: () => undefined, configurable: true });
      return;
    }
    const adapter = new EventTarget() as EventTarget & Record<string, unknown>;
    adapter.getAvailability = async () => stub.kind !== 'unavailable';
    if (stub.kind === 'scan' || stub.kind === 'denied') {
      const advertisements = stub.kind === 'scan' ? stub.advertisements : [];
      adapter.requestLEScan = async () => {
        if (stub.kind === 'denied')
          throw new DOMException('User denied the Bluetooth scan.', 'NotAllowedError');
        let active = true;
        const emit = (round: number) => {
          if (!active) return;
          for (const ad of advertisements) {
            const event = new Event('advertisementreceived') as Event & Record<string, unknown>;
            event.device = { id: ad.id, name: ad.name };
            event.name = ad.name;
            event.rssi = ad.rssi;
            adapter.dispatchEvent(event);
          }
          if (round < 3) setTimeout(() => emit(round + 1), 150);
        };
        setTimeout(() => emit(1), 300);
        return {
          active: true,
          stop() {
            active = false;
          },
        };
      };
    }
    Object.defineProperty(Navigator.prototype, 'bluetooth', {
      get: () => adapter,
      configurable: true,
    });
  }, stub);
}

/** The signal a reference beacon at `beacon` shows at `phone` (map units, 10 to the metre). */
export function rssiBetween(
  beacon: { x: number; y: number },
  phone: { x: number; y: number },
): number {
  return -60 - 25 * Math.log10(Math.hypot(beacon.x - phone.x, beacon.y - phone.y) / 10);
}

/**
 * The colour of the map's robot layer at a map position, as #rrggbb: the commonest colour of the
 * 5 x 5 device pixels there (a marker is at least 14 CSS pixels across), so the anti-aliased edge
 * of another robot's label or outline passing close by does not decide it.
 */
export async function robotLayerColourAt(
  page: Page,
  position: { x: number; y: number },
): Promise<string> {
  return page.getByTestId('robot-layer').evaluate((canvas: HTMLCanvasElement, { x, y }) => {
    const scale = canvas.width / 500;
    const { data } = canvas
      .getContext('2d')!
      .getImageData(Math.round(x * scale) - 2, Math.round(y * scale) - 2, 5, 5);
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      const colour = `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  }, position);
}

/**
 * Creates and registers a team with an existing administrator context (one admin sign-in per
 * file keeps clear of the sign-in rate limit), signing `page` in as the team.
 */
export async function signedInTeamVia(
  admin: APIRequestContext,
  page: Page,
  name: string,
): Promise<CreatedTeam> {
  const team = await createTeamVia(admin, name);
  await registerTeamViaApi(page.request, team);
  await page.addInitScript((id) => {
    localStorage.setItem('registrationComplete', 'true');
    localStorage.setItem('registeredTeamId', String(id));
  }, team.id);
  return team;
}

export async function createTeamVia(admin: APIRequestContext, name: string): Promise<CreatedTeam> {
  const response = await admin.post('/api/teams', {
    data: { name, description: 'Created by a tracking test' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedTeam;
}
