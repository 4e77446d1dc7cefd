import { expect, test, type Locator, type Page } from '@playwright/test';
import { appLive, signedInTeam, signInAdminViaPage } from './fixtures.ts';
import { futureDay, generateSlotsViaApi, setTournamentDateViaApi } from './fixtures-scheduling.ts';

/** 'MMM d, yyyy' as the app shows a yyyy-mm-dd day. */
function shown(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The booking widget's button for the slot starting at `time` ('10:00 AM'). */
const slotButton = (page: Page, time: string): Locator =>
  page
    .getByRole('list', { name: /^Time slots for/ })
    .getByRole('button', { name: new RegExp(`^${time} to `) });

/** Opens the booking widget's date picker and picks a day, paging months as needed. */
async function pickDay(page: Page, day: string) {
  await page.getByLabel('Interview date').click();
  // The month grid's code loads as the picker opens: wait for it before looking for the day.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const label = new Date(y, m - 1, d, 12).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const button = page.getByRole('button', { name: new RegExp(`^${label}`) });
  for (let i = 0; i < 13 && !(await button.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await button.click();
}

test('a coach books a slot, sees it on the dashboard and cancels it; another team sees it live', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const day = futureDay(30);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '09:00',
    endTime: '11:00',
  });
  const coach = await signedInTeam(page, playwright, baseURL!);

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signedInTeam(other, playwright, baseURL!);
  await other.goto('/home');
  const watched = slotButton(other, '10:00 AM');
  await expect(watched).toContainText('Available');
  // Spec 5: only slots starting 10:00 to 17:00 are shown.
  await expect(slotButton(other, '9:00 AM')).toHaveCount(0);
  await expect(other.getByText(`Tournament day: ${shown(day)}`, { exact: true })).toBeVisible();

  await page.goto('/home');
  await expect(page.getByText('No Interviews Scheduled', { exact: true })).toBeVisible();
  await expect(
    page.getByText("You haven't booked any interview sessions yet.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`Booking for ${coach.name}`, { exact: true })).toBeVisible();
  await slotButton(page, '10:00 AM').click();
  await expect(slotButton(page, '10:00 AM')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Notes', { exact: true }).fill('We bring the engineering notebook');
  await page.getByRole('button', { name: 'Book Selected Time Slot' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Interview' });
  await expect(dialog.getByLabel('Notes (Optional)')).toHaveValue(
    'We bring the engineering notebook',
  );
  await dialog.getByLabel('Interview Title').fill('Engineering notebook review');
  await dialog.getByRole('button', { name: 'Book Interview' }).click();
  await expect(page.getByText('Interview Booked', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other team's open page shows the slot taken, without a reload.
  await expect(watched).toContainText(`Booked: ${coach.name}`, { timeout: 3000 });
  await expect(watched).toBeDisabled();

  // The home card lists it, and the team is at its limit of one upcoming interview.
  const homeCard = page.getByRole('listitem').filter({ hasText: 'Engineering notebook review' });
  await expect(homeCard).toContainText('Scheduled');
  await expect(
    page.getByText(
      'Your team already has an upcoming interview. Cancel it before booking another one.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Selected Time Slot' })).toBeDisabled();

  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Upcoming Interviews' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('listitem').filter({ hasText: 'Engineering notebook review' });
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText(coach.name);
  await expect(card).toContainText(shown(day));
  await expect(card).toContainText('10:00 AM - 10:20 AM');
  await expect(card).toContainText('We bring the engineering notebook');

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Add to Calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^interview-\d+\.ics$/);

  await card.getByRole('button', { name: 'Cancel Interview' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to cancel this interview? This action cannot be undone.',
  );
  await expect(confirm.getByRole('button', { name: 'Keep Interview' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel Interview' }).click();
  await expect(page.getByText('Interview Canceled', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your interview has been canceled successfully.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('No Upcoming Interviews', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Past Interviews' }).click();
  const past = page.getByRole('listitem').filter({ hasText: 'Engineering notebook review' });
  await expect(past).toContainText('Canceled');
  await expect(past.getByRole('button', { name: 'Cancel Interview' })).toHaveCount(0);

  // Free again on the other team's page, still without a reload.
  await expect(watched).toContainText('Available', { timeout: 3000 });
  await expect(watched).toBeEnabled();
  await otherContext.close();
});

test('the slot widget explains empty days and asks visitors to register @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const emptyDay = futureDay(40);
  const earlyDay = futureDay(41);
  const openDay = futureDay(42);
  await setTournamentDateViaApi(playwright, baseURL!, emptyDay);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: earlyDay,
    startTime: '07:00',
    endTime: '09:00',
  });
  await generateSlotsViaApi(playwright, baseURL!, {
    date: openDay,
    startTime: '13:00',
    endTime: '14:00',
  });

  await page.goto('/home');
  await expect(page.getByText('No interview slots available', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`No slots have been scheduled for ${shown(emptyDay)}.`, { exact: true }),
  ).toBeVisible();
  // The date picker is a button, inert until the app is live (decision 218).
  await appLive(page);

  await pickDay(page, earlyDay);
  await expect(
    page.getByText('No time slots available for this date', { exact: true }),
  ).toBeVisible();

  await pickDay(page, openDay);
  await expect(slotButton(page, '1:00 PM')).toContainText('Available');
  await slotButton(page, '1:00 PM').click();
  await expect(page.getByText('Registration Required', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please complete the team registration form to book interviews.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(slotButton(page, '1:00 PM')).toHaveAttribute('aria-pressed', 'false');
});

test('an administrator generates a day, adds a 15-minute timeslot, pages through the list and narrows it to the day', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Four screens, two dialogs and a list that grows with every run on this server
  // (--repeat-each): under load it outlasts the default 45 s.
  test.setTimeout(90_000);
  const day = futureDay(50);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await signInAdminViaPage(page);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/home');
  await page.getByRole('tab', { name: 'Setup' }).click();
  await page.getByLabel('Judging rooms').fill('2');
  await page.getByRole('button', { name: 'Generate Schedule' }).click();
  await expect(page.getByText(`${shown(day)}: Created 42 slots.`, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(
    page.getByText(`0 of 42 slots booked on ${shown(day)}.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Judging Room 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Print judges' schedule" })).toHaveAttribute(
    'href',
    new RegExp(`/api/timeslots/judges-schedule\\?date=${day}`),
  );

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Timeslots' }).click();
  await expect(page.getByText(/^Showing 10 of \d+ timeslots$/)).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Add New Timeslot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Timeslot' });
  await dialog.getByRole('button', { name: 'Create Timeslot' }).click();
  await expect(
    dialog.getByText('Please select a start time and team.', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Hour').click();
  await page.getByRole('option', { name: '6 PM (18)' }).click();
  await dialog.getByLabel('Minute').click();
  const minutes = await page.getByRole('option').allTextContents();
  expect(minutes).toEqual([':00', ':15', ':30', ':45']);
  await page.getByRole('option', { name: ':45' }).click();
  await dialog.getByRole('button', { name: 'Create Timeslot' }).click();
  await expect(
    dialog.getByText('Please select a start time and team.', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Team').selectOption({ label: 'Open slot (any team may book)' });
  await dialog.getByRole('button', { name: 'Create Timeslot' }).click();
  await expect(page.getByText('Timeslot Created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new slot is the day's last: narrow the list to the day (a server that ran this journey
  // before holds earlier runs' days too, --repeat-each), then page on to its last page.
  await page.getByLabel('Day', { exact: true }).fill(day);
  await expect(page.getByText(/^Showing \d+ of 43 timeslots$/)).toBeVisible();
  const created = page
    .getByRole('list', { name: 'Timeslots' })
    .getByText(`${shown(day)} · 6:45 PM - 7:00 PM`, { exact: true });
  const pageLabel = page.getByText(/^Page \d+ of \d+$/);
  const next = page.getByRole('button', { name: 'Next' });
  for (;;) {
    const [, at, of] = /^Page (\d+) of (\d+)$/.exec((await pageLabel.textContent()) ?? '')!;
    if (at === of || (await created.isVisible())) break;
    // Next waits while a page loads: click once it may be clicked, then wait for the next page.
    await next.click();
    await expect(pageLabel).toHaveText(`Page ${Number(at) + 1} of ${of}`);
  }
  await expect(created).toBeVisible();
});
