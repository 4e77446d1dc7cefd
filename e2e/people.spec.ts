import { expect, test, type APIRequestContext } from '@playwright/test';
import { createTeamViaApi, signInAdminViaApi, signInAdminViaPage } from './fixtures.ts';
import { futureDay, setTournamentDateViaApi } from './fixtures-scheduling.ts';

/** Every helper signs in as themselves, in the role they need (decision 259). */

// Two browsers against one server on two shared cores: first paints can be slow.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** A local wall-clock time on a yyyy-mm-dd day, as an ISO instant (browser and test share a zone). */
function at(day: string, hour: number, minute: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, minute).toISOString();
}

async function bookedSlot(
  admin: APIRequestContext,
  startTime: string,
  room: string,
  teamId: number,
) {
  const created = await admin.post('/api/timeslots', { data: { startTime, room, teamId } });
  expect(created.status(), await created.text()).toBe(201);
}

test('an organiser invites a judge, who records an arrival in their room only; the organiser sees it in Activity and removes the judge, who is signed out at once', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // A day no other journey uses (e2e/matches.spec.ts has day 80).
  const day = futureDay(93);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  const ownRoom = `Room 2 ${stamp}`;
  const otherRoom = `Room 3 ${stamp}`;
  const mine = await createTeamViaApi(playwright, baseURL!, `Judged Team ${stamp}`);
  const theirs = await createTeamViaApi(playwright, baseURL!, `Other Room Team ${stamp}`);
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminViaApi(admin);
  await bookedSlot(admin, at(day, 10, 0), ownRoom, mine.id);
  await bookedSlot(admin, at(day, 10, 0), otherRoom, theirs.id);
  await admin.dispose();

  // The organiser adds the judge in Admin -> People and gets the one-time link.
  await signInAdminViaPage(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('tab', { name: 'People' }).click();
  const judgeName = `Ada ${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(judgeName);
  await page.getByLabel('Role', { exact: true }).selectOption('judge');
  await page.getByLabel('Rooms (comma-separated)').fill(ownRoom);
  await page.getByRole('button', { name: 'Create invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite link for ${judgeName}` });
  await expect(
    dialog.getByRole('img', { name: `QR code of the invite link for ${judgeName}` }),
  ).toBeVisible();
  const link = await dialog.getByTestId('invite-link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/invite#token=[\\w-]{40,}$`));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('list', { name: 'People' }).getByRole('listitem', { name: judgeName }),
  ).toContainText('Invited');

  // The judge accepts on the judging-room tablet (a second browser).
  const tablet = await browser.newContext();
  const judgePage = await tablet.newPage();
  await judgePage.goto(link);
  const username = `ada-${stamp}`;
  await judgePage.getByLabel('Username').fill(username);
  await judgePage.getByLabel('Password', { exact: true }).fill('password123');
  await judgePage.getByLabel('Repeat the password').fill('password123');
  await judgePage.getByRole('button', { name: 'Join' }).click();
  await expect(
    judgePage.getByText('This password is among the most common ones: choose another'),
  ).toBeVisible();
  await judgePage.getByLabel('Password', { exact: true }).fill('lantern-lift-room-two');
  await judgePage.getByLabel('Repeat the password').fill('lantern-lift-room-two');
  await judgePage.getByRole('button', { name: 'Join' }).click();
  await expect(judgePage).toHaveURL(/\/admin$/, FIRST_PAINT);
  await expect(judgePage.getByRole('heading', { name: 'Judging queue' })).toBeVisible(FIRST_PAINT);

  // Only Room 2's queue; no organiser tabs.
  await expect(judgePage.getByRole('region', { name: `Queue of ${ownRoom}` })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(judgePage.getByRole('region', { name: `Queue of ${otherRoom}` })).toHaveCount(0);
  await expect(judgePage.getByText(theirs.name)).toHaveCount(0);
  await expect(judgePage.getByRole('tab', { name: 'People' })).toHaveCount(0);
  const row = judgePage.getByRole('group', { name: `Progress of ${mine.name}` });
  const saved = judgePage.waitForResponse(
    (r) => r.url().includes('/progress') && r.request().method() === 'PUT',
  );
  await row.getByRole('button', { name: 'Arrived' }).click();
  expect((await saved).status()).toBe(200);
  await expect(row.getByRole('button', { name: 'Arrived' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The API agrees: another room is not theirs.
  expect((await judgePage.request.get('/api/staff')).status()).toBe(403);

  // The organiser sees it in Activity.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByLabel('Person').fill(username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page
    .getByTestId('activity-entry')
    .filter({ hasText: 'interview.progress' })
    .first();
  await expect(entry).toContainText(username);
  await expect(entry).toContainText('{"progress":"arrived"}');

  // ...and removes the judge: the tablet's next request is refused.
  await page.getByRole('tab', { name: 'People' }).click();
  const person = page
    .getByRole('list', { name: 'People' })
    .getByRole('listitem', { name: judgeName });
  await expect(person).toContainText('Signed up');
  await person.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(person).toHaveCount(0);
  expect((await judgePage.request.get('/api/auth/me')).status()).toBe(401);
  expect((await judgePage.request.get('/api/interviews')).status()).toBe(401);
  await tablet.close();
});
