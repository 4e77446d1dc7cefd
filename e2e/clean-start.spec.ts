import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';
import { startDemoServer, type DemoServer } from './fixtures-demo-server.ts';

/** From the demo event to a clean real event (decisions 262, 263): what the organiser made stays. */

const DEMO_TEAMS = [
  'Engineering Eagles',
  'Design Dragons',
  'Product Pythons',
  'Marketing Mavericks',
  'Gear Grinders',
  'Circuit Breakers',
];

// A second server on two shared cores: its first paints can be slow.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 30_000 };

let demo: DemoServer;
test.beforeAll(async () => {
  // Migrating and seeding a fresh database on a busy machine can take most of a minute.
  test.setTimeout(120_000);
  demo = await startDemoServer();
});
test.afterAll(async () => {
  await demo?.stop();
});

test('an organiser adds a team to the demo event, starts the real event, and names it: the team stays, every demo team is gone', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const ours = `Real Robots ${stamp}`;
  await page.goto(`${demo.baseURL}/admin-login`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'This is the demo event' })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page.getByRole('list', { name: 'Teams' })).toContainText('Engineering Eagles');

  // The organiser's own team, made while the demo is still there.
  await page.getByRole('button', { name: 'Add New Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Team' });
  await dialog.getByLabel('Team Name').fill(ours);
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Team Created', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start your real event' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the demo event?' });
  await expect(confirm.getByRole('link', { name: 'Download a backup first' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove the demo' }).click();
  await expect(page.getByText('Your real event starts here', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This is the demo event' })).toBeHidden();

  // The list on the page, and the server's own answer: the organiser's team alone.
  const teams = page.getByRole('list', { name: 'Teams' });
  await expect(teams).toContainText(ours);
  for (const name of DEMO_TEAMS) await expect(teams).not.toContainText(name);
  const listed = (await (await page.request.get(`${demo.baseURL}/api/teams`)).json()) as {
    name: string;
  }[];
  expect(listed.map((team) => team.name)).toEqual([ours]);

  // The set-up checklist now leads the way; its first step names the event.
  const checklist = page.getByRole('list', { name: 'Set up your event' });
  await expect(checklist.getByTestId('setup-name')).toContainText('Name the event');
  await checklist.getByRole('button', { name: 'Open: Name the event' }).click();
  const eventName = `Spring Regional ${stamp}`;
  await page.getByLabel('Event name').fill(eventName);
  await page.getByRole('button', { name: 'Save Event Name' }).click();
  await expect(
    page.getByText(`The event is now called ${eventName}.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(eventName);
  await expect(page).toHaveTitle(`Admin Dashboard - ${eventName} - PitCrew`);
  // A page the server sends names the event before any script runs.
  const served = await (await page.request.get(`${demo.baseURL}/messages`)).text();
  expect(served).toContain(`<title>Team Messages - ${eventName} - PitCrew</title>`);
});
