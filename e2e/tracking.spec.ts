import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appLive, registerTeamViaApi, signInAdminViaPage, uniqueTeamName } from './fixtures.ts';
import {
  adminContext,
  createRobotViaApi,
  createTeamVia,
  signedInTeamVia,
  moveRobotViaApi,
  robotLayerColourAt,
  rssiBetween,
  stubBluetooth,
  testMac,
  type BluetoothStub,
  type CreatedRobot,
} from './fixtures-tracking.ts';

const ENGINEERING_BLUE = '#2563eb';
const DESIGN_PINK = '#db2777';
const REFERENCE_POINTS = [
  { name: 'Pit Area', x: 50, y: 50 },
  { name: 'Practice Fields', x: 450, y: 50 },
  { name: 'Alliance Fields', x: 50, y: 350 },
  { name: 'Skills Fields', x: 450, y: 350 },
];

/** One administrator API session for the whole file. */
let admin: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await adminContext(playwright, testInfo.project.use.baseURL!);
});
test.afterAll(async () => {
  await admin.dispose();
});

/** Signs `page` in as a new Engineering team with one robot at `start` and opens the map. */
async function teamWithRobotOnMap(
  page: Page,
  stub?: BluetoothStub,
  start = { x: 100, y: 120 },
): Promise<CreatedRobot> {
  if (stub) await stubBluetooth(page, stub);
  const team = await signedInTeamVia(admin, page, uniqueTeamName('Engineering'));
  const robot = await createRobotViaApi(admin, {
    name: `Talon ${team.id}`,
    teamId: team.id,
    ...start,
  });
  await page.goto('/track-bots');
  await expect(page.getByRole('heading', { name: 'Tournament Locations' })).toBeVisible();
  await expect(robotEntry(page, robot.name)).toContainText(`x ${start.x}, y ${start.y}`);
  // The map is drawn by the server; its controls answer once the app has taken the page over.
  await appLive(page);
  return robot;
}

const robotEntry = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Robot positions' })
    .getByRole('listitem')
    .filter({ hasText: name });

async function scan(page: Page, mode: 'Single' | 'Multi') {
  await page
    .getByRole('group', { name: 'Positioning mode' })
    .getByRole('button', { name: mode })
    .click();
  await page.getByRole('button', { name: 'Enable Bluetooth' }).click();
}

/** The scan's outcome as the page keeps showing it (toasts come and go). */
const status = (page: Page) => page.getByTestId('scan-status');

test('a team sees robots drawn where the API says, and a move shows without a reload @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Places no other journey uses: robots of earlier runs stay on this server's map, and a retry's
  // start leaves the failed try's robot alone.
  const start = { x: 170, y: 230 - 30 * test.info().retry };
  const robot = await teamWithRobotOnMap(page, undefined, start);
  const other = await createTeamVia(admin, uniqueTeamName('Design'));
  const otherContext = await playwright.request.newContext({ baseURL });
  await registerTeamViaApi(otherContext, other);
  const otherRobot = await createRobotViaApi(admin, {
    name: `Ember ${other.id}`,
    teamId: other.id,
    x: 420,
    y: 160,
  });

  // The map drew both robots in their team colours, where the API put them.
  await expect(robotEntry(page, otherRobot.name)).toContainText('x 420, y 160', { timeout: 3000 });
  await expect.poll(() => robotLayerColourAt(page, start)).toBe(ENGINEERING_BLUE);
  await expect.poll(() => robotLayerColourAt(page, { x: 420, y: 160 })).toBe(DESIGN_PINK);

  // A number given to a team shows beside its name in the list at once (decision 197);
  // its robot keeps the colour of its team's name.
  const number = `R${String(other.id).slice(-6)}`;
  expect((await admin.patch(`/api/teams/${other.id}`, { data: { number } })).status()).toBe(200);
  await expect(robotEntry(page, otherRobot.name)).toContainText(`${number} ${other.name}`, {
    timeout: 3000,
  });
  await expect.poll(() => robotLayerColourAt(page, { x: 420, y: 160 })).toBe(DESIGN_PINK);

  // A move through the API shows within a second or two, without a reload (the event stream).
  await moveRobotViaApi(admin, robot.id, 330, 280);
  await expect(robotEntry(page, robot.name)).toContainText('x 330, y 280', { timeout: 2500 });
  await expect
    .poll(() => robotLayerColourAt(page, { x: 330, y: 280 }), { timeout: 2000 })
    .toBe(ENGINEERING_BLUE);
  await expect.poll(() => robotLayerColourAt(page, start)).not.toBe(ENGINEERING_BLUE);

  // The other team moving this team's robot is refused.
  const refused = await otherContext.put(`/api/robots/${robot.id}/location`, {
    data: { x: 1, y: 1 },
  });
  expect(refused.status()).toBe(403);
  await otherContext.dispose();

  // /tracking shows the same map.
  await page.goto('/tracking');
  await expect(robotEntry(page, robot.name)).toContainText('x 330, y 280');
});

test('multi mode: four beacons place the robot by trilateration', async ({ page }) => {
  const phone = { x: 200, y: 150 };
  const robot = await teamWithRobotOnMap(page, {
    kind: 'scan',
    advertisements: REFERENCE_POINTS.map((p, i) => ({
      id: `beacon-${i}`,
      name: p.name,
      rssi: rssiBetween(p, phone),
    })),
  });
  await scan(page, 'Multi');
  await expect(page.getByText('Robot Location Updated').first()).toBeVisible();
  await expect(robotEntry(page, robot.name)).toContainText('x 200, y 150');
  await expect(status(page)).toContainText(`${robot.name} moved to x 200, y 150, near Pit Area`);
  await expect.poll(() => robotLayerColourAt(page, phone)).toBe(ENGINEERING_BLUE);
});

test('single mode: the strongest beacon places the robot, showing Scanning... meanwhile', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const robot = await teamWithRobotOnMap(page, {
    kind: 'scan',
    advertisements: [
      { id: 'a', name: 'Pit Area', rssi: -80 },
      { id: 'b', name: 'Practice Fields', rssi: -58 },
      { id: 'c', name: 'Headphones', rssi: -70 },
    ],
  });
  await scan(page, 'Single');
  await expect(page.getByRole('button', { name: 'Scanning...' })).toBeDisabled();
  await expect(robotEntry(page, robot.name)).toContainText('x 450, y 50', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Enable Bluetooth' })).toBeEnabled();
});

test('single mode: a robot tag puts the robot beside that robot, an unknown one is reported', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tagged = await createRobotViaApi(admin, {
    name: 'Spare tag',
    teamId: null,
    macAddress: testMac(),
    x: 310,
    y: 260,
  });
  const robot = await teamWithRobotOnMap(page, {
    kind: 'scan',
    advertisements: [
      { id: 'opaque-1', name: `Robot ${tagged.macAddress.toLowerCase()}`, rssi: -52 },
    ],
  });
  await scan(page, 'Single');
  await expect(robotEntry(page, robot.name)).toContainText('x 310, y 260', { timeout: 15_000 });

  await stubBluetooth(page, {
    kind: 'scan',
    advertisements: [{ id: 'opaque-2', name: 'Robot 0A:0B:0C:0D:0E:0F', rssi: -52 }],
  });
  await page.reload();
  await scan(page, 'Single');
  await expect(status(page)).toContainText('No registered robot found for this beacon', {
    timeout: 15_000,
  });
});

test('nothing heard: No BLE devices found, after the 10 s scan', async ({ page }) => {
  test.setTimeout(60_000);
  const robot = await teamWithRobotOnMap(page, { kind: 'scan', advertisements: [] });
  await scan(page, 'Multi');
  await expect(page.getByRole('button', { name: 'Scanning...' })).toBeVisible();
  await expect(status(page)).toContainText('No BLE devices found', { timeout: 15_000 });
  await expect(page.getByText('No BLE devices found').first()).toBeVisible();
  await expect(robotEntry(page, robot.name)).toContainText('x 100, y 120');
});

test('weak signals: no beacons in single mode, none strong enough in multi mode', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const robot = await teamWithRobotOnMap(page, {
    kind: 'scan',
    advertisements: [
      { id: 'a', name: 'Headphones', rssi: -88 },
      { id: 'b', name: 'Watch', rssi: -90 },
    ],
  });
  await scan(page, 'Single');
  await expect(status(page)).toContainText('No beacons found', { timeout: 15_000 });

  await stubBluetooth(page, {
    kind: 'scan',
    advertisements: [
      { id: 'a', name: 'Headphones', rssi: -80 },
      { id: 'b', name: 'Watch', rssi: -78 },
    ],
  });
  await page.reload();
  await scan(page, 'Multi');
  await expect(status(page)).toContainText('No beacons with strong enough signal found', {
    timeout: 15_000,
  });
  await expect(robotEntry(page, robot.name)).toContainText('x 100, y 120');
});

test('a browser without Web Bluetooth gets the spec message @phone', async ({ page }) => {
  await teamWithRobotOnMap(page, { kind: 'missing' });
  await page.getByRole('button', { name: 'Enable Bluetooth' }).click();
  await expect(status(page)).toContainText(
    "Bluetooth Not Available: Your browser doesn't support Web Bluetooth. Try using Chrome on Android or desktop.",
  );
});

test('no adapter, no scanning support, permission refused: each has its spec message', async ({
  page,
}) => {
  await teamWithRobotOnMap(page, { kind: 'unavailable' });
  await page.getByRole('button', { name: 'Enable Bluetooth' }).click();
  await expect(status(page)).toContainText('Bluetooth is not available on this device');

  await stubBluetooth(page, { kind: 'noScanning' });
  await page.reload();
  await page.getByRole('button', { name: 'Enable Bluetooth' }).click();
  await expect(status(page)).toContainText(
    'BLE scanning is not supported in this browser. Try enabling experimental web features.',
  );

  await stubBluetooth(page, { kind: 'denied' });
  await page.reload();
  await page.getByRole('button', { name: 'Enable Bluetooth' }).click();
  await expect(status(page)).toContainText('Bluetooth Access Failed');
});

test('the beacon panel edits one beacon at a time, clamped to the map', async ({ page }) => {
  await teamWithRobotOnMap(page);
  await page.getByRole('button', { name: 'Configure Beacons' }).click();
  const panel = page.getByRole('region', { name: 'Beacon configuration' });
  await panel.getByLabel('Beacon to edit').click();
  await page.getByRole('option', { name: 'Skills Fields' }).click();
  const x = panel.getByLabel('X position (0-500)');
  await expect(x).toHaveValue('450');
  await x.fill('900');
  await x.blur();
  await expect(x).toHaveValue('500');
  const y = panel.getByLabel('Y position (0-400)');
  await y.fill('-30');
  await y.blur();
  await expect(y).toHaveValue('0');
  // Saved on this device.
  await page.reload();
  await page.getByRole('button', { name: 'Configure Beacons' }).click();
  await panel.getByLabel('Beacon to edit').click();
  await page.getByRole('option', { name: 'Skills Fields' }).click();
  await expect(panel.getByLabel('X position (0-500)')).toHaveValue('500');
  await page.getByRole('button', { name: 'Hide Beacon Configuration' }).click();
  await expect(panel).toBeHidden();
});

test('the admin adds a robot; blank and duplicate entries get the spec messages @phone', async ({
  page,
}) => {
  const team = await createTeamVia(admin, uniqueTeamName('Product'));
  await signInAdminViaPage(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Robots' }).click();
  await page.getByRole('button', { name: 'Add New Robot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Robot' });
  await dialog.getByLabel('Robot Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Robot' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a robot name and MAC address.');

  const mac = testMac();
  const name = uniqueTeamName('Coil');
  await dialog.getByLabel('Robot Name').fill(name);
  await dialog.getByLabel('MAC Address').fill(mac.toLowerCase().replaceAll(':', '-'));
  await dialog.getByLabel('Team (optional)').selectOption({ label: team.name });
  await dialog.getByRole('button', { name: 'Create Robot' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Registered robots' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(mac);
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(team.name);

  await page.getByRole('button', { name: 'Add New Robot' }).click();
  await dialog.getByLabel('Robot Name').fill(`${name} again`);
  await dialog.getByLabel('MAC Address').fill(mac);
  await dialog.getByRole('button', { name: 'Create Robot' }).click();
  // The open dialog hides the rest of the page from the accessibility tree, toasts included.
  await expect(page.getByText('Creation Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'There was an error creating the robot. A robot with this MAC address already exists.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
