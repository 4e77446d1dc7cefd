import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInTeam, signInAdminViaApi } from './fixtures.ts';
import { futureDay, generateSlotsViaApi, setTournamentDateViaApi } from './fixtures-scheduling.ts';

/** The booking widget's button for the slot starting at `time` ('10:00 AM'). */
const slotButton = (page: Page, time: string): Locator =>
  page
    .getByRole('list', { name: /^Time slots for/ })
    .getByRole('button', { name: new RegExp(`^${time} to `) });

/** `Date#getTimezoneOffset()` at noon on that day, as the admin page sends it. */
function tzOffsetOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).getTimezoneOffset();
}

test('a team’s booking page greys out the slots around its match, and its day sheet shows its interview and matches', async ({
  page,
  playwright,
  baseURL,
}) => {
  const day = futureDay(80);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '10:00',
    endTime: '12:00',
  });
  const team = await signedInTeam(page, playwright, baseURL!);

  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminViaApi(admin);
  const number = `E${String(team.id).slice(-6)}`;
  expect((await admin.patch(`/api/teams/${team.id}`, { data: { number } })).status()).toBe(200);
  const imported = await admin.post(`/api/matches/import?tzOffset=${tzOffsetOf(day)}`, {
    headers: { 'content-type': 'text/csv' },
    data: `match,start,field,red1,blue1\nQ12,11:00,Field 2,${number},\n`,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await admin.dispose();

  await page.goto('/home');
  // 15 minutes either side of 11:00: the 10:40 and 11:00 slots clash, 10:20 and 11:20 do not.
  for (const time of ['10:40 AM', '11:00 AM']) {
    await expect(slotButton(page, time)).toBeDisabled();
    await expect(slotButton(page, time)).toContainText('Clashes with your match Q12 at 11:00');
  }
  for (const time of ['10:20 AM', '11:20 AM']) {
    await expect(slotButton(page, time)).toBeEnabled();
    await expect(slotButton(page, time)).toContainText('Available');
  }

  // Book 10:00 and print the day.
  await slotButton(page, '10:00 AM').click();
  await page.getByRole('button', { name: 'Book Selected Time Slot' }).click();
  await page
    .getByRole('dialog', { name: 'Book Interview' })
    .getByRole('button', { name: 'Book Interview' })
    .click();
  await expect(page.getByText('Interview Booked', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: /Your day sheet/ }).click();
  await expect(page).toHaveURL(/\/day-sheet$/);
  const sheet = page.getByRole('article', { name: `Day sheet for ${number} ${team.name}` });
  await expect(sheet.getByRole('heading', { name: `${number} ${team.name}` })).toBeVisible();
  await expect(sheet.getByText(/^10:00-10:20/)).toBeVisible();
  const match = sheet.getByRole('row', { name: /Q12/ });
  await expect(match).toContainText('11:00');
  await expect(match).toContainText('Field 2');
  await expect(match).toContainText('red1');
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
});
