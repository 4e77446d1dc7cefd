import { expect, type Page } from '@playwright/test';
import { VALID_CONSENT } from './fixtures.ts';

/** Picks the team in a labelled team dropdown (the browser's own select). */
export async function chooseTeam(page: Page, label: string, teamName: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  const option = select.locator('option').filter({ hasText: teamName }).first();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Fills the coach details, the team code, the four consents and the signature. */
export async function fillConsentForm(page: Page, joinCode: string, consent = VALID_CONSENT) {
  await page.getByLabel('Coach Name').fill(consent.coachName);
  await page.getByLabel('Coach Email').fill(consent.coachEmail);
  await page.getByLabel('Coach Phone').fill(consent.coachPhone);
  await page.getByLabel('Team code').fill(joinCode);
  for (const name of [
    'Location Sharing Consent',
    'Behavior and Sportsmanship',
    'Safe and Responsible Use',
    'Damage or Misuse',
  ]) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.getByLabel('Signature (type your full name)').fill(consent.signature);
}

/** The spec's browser keys (section 3). */
export async function storedRegistration(page: Page) {
  return page.evaluate(() => ({
    registrationComplete: localStorage.getItem('registrationComplete'),
    registeredTeamId: localStorage.getItem('registeredTeamId'),
  }));
}

/** `timeout` for a phone slowed on purpose, whose home page's parts take longer to arrive. */
export async function expectSignedInAs(page: Page, teamName: string, timeout?: number) {
  await expect(page.getByRole('combobox', { name: 'Your registered team' })).toHaveText(teamName, {
    timeout,
  });
  await expect(page.getByRole('button', { name: `Log Out (${teamName})` })).toBeVisible();
}
