import { expect, test } from '@playwright/test';
import { signedInTeam } from './fixtures.ts';
import { asAdmin, futureDay, generateSlotsViaApi } from './fixtures-scheduling.ts';

/**
 * The venue's time zone (decision 154): the venue is in Chicago, the phone is set to Tokyo. The booking page
 * shows every slot of the venue's day at Chicago times, labelled with the zone.
 */
const VENUE = 'America/Chicago';
const day = futureDay(45);
let originalZone = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  await asAdmin(playwright, baseURL!, async (admin) => {
    originalZone = (
      (await (await admin.get('/api/settings/tournament')).json()) as { timeZone: string }
    ).timeZone;
    const saved = await admin.put('/api/settings/tournament', {
      data: { tournamentDate: day, timeZone: VENUE, confirm: true },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(((await saved.json()) as { timeZone: string }).timeZone).toBe(VENUE);
  });
  // CST or CDT by the season. 09:00 to 18:00 in Chicago: 27 slots, of which 10:00 to 16:40 (21) are in the teams' window.
  const generated = await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '09:00',
    endTime: '18:00',
  });
  expect(generated.created + generated.skipped).toBe(27);
});

test.afterAll(async ({ playwright, baseURL }) => {
  await asAdmin(playwright, baseURL!, async (admin) => {
    await admin.put('/api/settings/tournament', {
      data: { tournamentDate: day, timeZone: originalZone, confirm: true },
    });
  });
});

test('a phone in Tokyo sees all of the Chicago day, at Chicago times, labelled', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  try {
    await signedInTeam(page, playwright, baseURL!);
    await page.goto('/home');
    const slots = page.getByRole('list', { name: /^Time slots for/ }).getByRole('button');
    await expect(slots).toHaveCount(21);
    await expect(slots.first()).toHaveAccessibleName(/^10:00 AM C[SD]T to 10:20 AM C[SD]T/);
    await expect(slots.last()).toHaveAccessibleName(/^4:40 PM C[SD]T to 5:00 PM C[SD]T/);
  } finally {
    await context.close();
  }
});

test('an unknown time zone is refused with a clear 400', async ({ playwright, baseURL }) => {
  await asAdmin(playwright, baseURL!, async (admin) => {
    const response = await admin.put('/api/settings/tournament', {
      data: { tournamentDate: day, timeZone: 'Mars/Olympus_Mons' },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'Choose a time zone from the list',
    );
    expect(
      ((await (await admin.get('/api/settings/tournament')).json()) as { timeZone: string })
        .timeZone,
    ).toBe(VENUE);
  });
});
