import { expect, test } from '@playwright/test';
import { appLive, signedInTeam, signInAdminViaPage } from './fixtures.ts';

/** Live means without a reload: the event stream brings each change within a few seconds at most. */
const LIVE = { timeout: 5_000 };

test('a help request from sent to resolved, seen live by the team and the organiser', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const team = await signedInTeam(page, playwright, baseURL!);
  // Its home links to the help card on /dashboard.
  await page.goto('/home');
  await appLive(page);
  await page.getByRole('link', { name: 'Ask the organisers for help' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The organiser's tablet, on Admin -> Help, before the team asks.
  const organiserContext = await browser.newContext({ baseURL });
  const organiser = await organiserContext.newPage();
  await signInAdminViaPage(organiser);
  await expect(organiser).toHaveURL(/\/admin/);
  await appLive(organiser);
  await organiser.getByRole('tab', { name: /^Help/ }).click();
  const requests = organiser.getByRole('tabpanel');
  await expect(requests.getByRole('heading', { name: 'Help requests' })).toBeVisible();

  // The team asks from the fixed lists: what, and where.
  const help = page.getByRole('region', { name: 'Help from the organisers' });
  await help.getByLabel('What do you need?').selectOption({ label: 'Robot or field problem' });
  await help.getByLabel('Where is your team?').selectOption({ label: 'Pits' });
  await help.getByRole('button', { name: 'Ask for help' }).click();
  await expect(help.getByText('Help request sent')).toBeVisible();
  const mine = help.getByRole('list', { name: 'Your help requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Sent: waiting for an organiser');

  // The organiser sees it arrive, with the waiting badge on the tab.
  const row = requests.getByRole('listitem', { name: team.name });
  await expect(row).toContainText('Robot or field problem', LIVE);
  await expect(row).toContainText('Pits');
  await expect(organiser.getByRole('tab', { name: /^Help/ }).getByRole('status')).toBeVisible();

  // Acknowledged: the team sees someone is on the way.
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(row.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await expect(mine).toContainText('Seen: an organiser is on the way', LIVE);

  // Resolved: both sides show it, and nothing is left to answer.
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(row).toContainText('Resolved');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(mine).toContainText('Resolved', LIVE);

  await organiserContext.close();
});
