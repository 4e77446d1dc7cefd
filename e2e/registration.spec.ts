import { expect, test } from '@playwright/test';
import {
  adminTeamRow,
  createTeamViaApi,
  registerTeamViaApi,
  signedInTeam,
  signInAdminViaPage,
  VALID_CONSENT,
} from './fixtures.ts';
import {
  chooseTeam,
  expectSignedInAs,
  fillConsentForm,
  storedRegistration,
} from './fixtures-registration.ts';

const CONSENT_MESSAGES = [
  'Please select a team',
  'Coach name is required',
  'Valid email address is required',
  'Valid phone number is required',
  'You must consent to location tracking',
  'You must agree to behavior and sportsmanship terms',
  'You must agree to safe and responsible use',
  'You must agree to the damage or misuse terms',
  'Digital signature is required',
];

test('a coach registers with the team code, lands home signed in, and stays signed in @phone', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const team = await createTeamViaApi(playwright, baseURL!);
  await page.goto('/register');
  await chooseTeam(page, 'Team', team.name);
  await fillConsentForm(page, team.joinCode.toLowerCase());
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByText('Registration Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registration Complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  await expectSignedInAs(page, team.name);
  expect(await storedRegistration(page)).toEqual({
    registrationComplete: 'true',
    registeredTeamId: String(team.id),
  });

  await page.reload();
  await expectSignedInAs(page, team.name);

  // Another browser: the team id alone restores nothing; the code signs in.
  const other = await browser.newContext();
  const phone = await other.newPage();
  expect((await phone.request.get(`/api/auth/me?teamId=${team.id}`)).status()).toBe(401);
  await phone.goto('/home');
  await expect(phone.getByText('Team Registration Required')).toBeVisible();
  await chooseTeam(phone, 'Select Your Team', team.name);
  await phone.getByLabel('Team code').fill('WXYZ-2345-ABCD');
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByText('That team code is not right for this team')).toBeVisible();
  // As people type it from the sheet: lower case, in groups of four.
  await phone
    .getByLabel('Team code')
    .fill(team.joinCode.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByText('Automatically signed in', { exact: true })).toBeVisible();
  await expectSignedInAs(phone, team.name);
  await other.close();
});

test('every consent validation message shows on the page and comes back from the API', async ({
  page,
  playwright,
  baseURL,
}) => {
  const team = await createTeamViaApi(playwright, baseURL!);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  for (const message of [...CONSENT_MESSAGES, 'Please enter your team code']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const response = await page.request.post(`/api/teams/${team.id}/consent`, {
    data: {
      coachName: 'A',
      coachEmail: 'not-an-email',
      coachPhone: '555',
      locationTrackingConsent: false,
      behaviorAgreement: false,
      safeUseAgreement: false,
      damageAgreement: false,
      signature: 'A',
      joinCode: team.joinCode,
    },
  });
  expect(response.status()).toBe(400);
  const messages = ((await response.json()).errors as { message: string }[]).map((e) => e.message);
  expect(messages.sort()).toEqual(CONSENT_MESSAGES.slice(1).sort());
});

test('the consent form (screen A and B) registers a team and goes home after its delay', async ({
  page,
  playwright,
  baseURL,
}) => {
  const team = await createTeamViaApi(playwright, baseURL!);
  await page.goto('/consent');
  await expect(
    page.getByText('Please select your team to access the registration form.'),
  ).toBeVisible();
  await chooseTeam(page, 'Select Your Team', team.name);
  await expect(page.getByText(`Tournament Use Only - Team: ${team.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Consent Form' }).click();
  await expect(page.getByText('You must consent to location tracking')).toBeVisible();
  await fillConsentForm(page, team.joinCode);
  await page.getByRole('button', { name: 'Submit Consent Form' }).click();
  await expect(page.getByText('Consent Form Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consent Form Completed' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  await expectSignedInAs(page, team.name);
});

test('a wrong code and a second consent are refused, on the page and by the API', async ({
  page,
  playwright,
  baseURL,
}) => {
  const team = await createTeamViaApi(playwright, baseURL!);
  await page.goto('/register');
  await chooseTeam(page, 'Team', team.name);
  await fillConsentForm(page, 'WXYZ-2345-ABCD');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Registration Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('That team code is not right for this team').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // Someone else registers the team meanwhile; this coach's submit counts as already registered.
  const elsewhere = await playwright.request.newContext({ baseURL });
  await registerTeamViaApi(elsewhere, team);
  const second = await elsewhere.post(`/api/teams/${team.id}/consent`, {
    data: { ...VALID_CONSENT, joinCode: team.joinCode },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toBe('Consent form already exists for this team');
  await elsewhere.dispose();

  await page.getByLabel('Team code').fill(team.joinCode);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Team Already Registered', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  await expectSignedInAs(page, team.name);
});

test('a returning browser is restored from its saved registration @phone', async ({
  page,
  playwright,
  baseURL,
  context,
}) => {
  const team = await signedInTeam(page, playwright, baseURL!);
  // The session ends (expired, say) but this device is remembered.
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name !== 'tc_session'));

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registration Restored' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 4000 });
  await expectSignedInAs(page, team.name);
});

test('logging out clears the session and both browser keys, and goes to /register', async ({
  page,
  playwright,
  baseURL,
}) => {
  const team = await signedInTeam(page, playwright, baseURL!);
  await page.goto('/home');
  await page.getByRole('button', { name: `Log Out (${team.name})` }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  expect(await storedRegistration(page)).toEqual({
    registrationComplete: null,
    registeredTeamId: null,
  });
  expect((await page.request.get(`/api/auth/me?teamId=${team.id}`)).status()).toBe(401);
});

test('visitors and teams cannot make admin calls', async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post('/api/teams', { data: { name: 'Sneaky Visitors' } })).status()).toBe(
    401,
  );
  expect(
    (
      await visitor.put('/api/settings/tournament', { data: { tournamentDate: '2030-01-01' } })
    ).status(),
  ).toBe(401);
  const teams = await (await visitor.get('/api/teams')).text();
  expect(teams).not.toContain('joinCode');
  await visitor.dispose();

  await signedInTeam(page, playwright, baseURL!);
  expect((await page.request.post('/api/teams', { data: { name: 'Sneaky Team' } })).status()).toBe(
    403,
  );
  expect(
    (
      await page.request.put('/api/settings/tournament', { data: { tournamentDate: '2030-01-01' } })
    ).status(),
  ).toBe(403);
});

test('the admin adds a team, sees its code and finds it on the printable code sheets', async ({
  page,
}) => {
  const name = `Admin Made ${Date.now()}`;
  await signInAdminViaPage(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Team' });
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog.getByText('Please enter a team name.')).toBeVisible();
  await dialog.getByLabel('Team Name').fill(name);
  await dialog.getByLabel('Description (Optional)').fill('Made in a browser test');
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Team Created', { exact: true })).toBeVisible();

  const row = await adminTeamRow(page, name);
  await expect(row).toContainText('Not registered');
  const code = (await row.locator('.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);

  // A duplicate name is refused.
  await page.getByRole('button', { name: 'Add New Team' }).click();
  await dialog.getByLabel('Team Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Creation Failed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The printable code sheets (decision 153) have the new team's card with its code.
  await page.getByRole('link', { name: 'Print Team Codes' }).click();
  await expect(page).toHaveURL(/\/admin\/code-sheets$/);
  const card = page.getByTestId('team-code-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(code);
});

test('the admin sets the tournament date and the registration page shows it', async ({
  page,
  request,
}) => {
  await signInAdminViaPage(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Tournament Date', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Tournament Date' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await page.getByLabel('Tournament Date', { exact: true }).fill('2026-06-13');
  await page.getByRole('button', { name: 'Save Tournament Date' }).click();
  // Other journeys may have left slots on the current day: then the app asks before moving it.
  const updated = page.getByText('Settings Updated', { exact: true });
  const move = page.getByRole('button', { name: 'Move to Jun 13, 2026' });
  await expect(updated.or(move)).toBeVisible();
  if (await move.isVisible()) await move.click();
  await expect(updated).toBeVisible();
  expect((await (await request.get('/api/settings/tournament')).json()).tournamentDate).toBe(
    '2026-06-13',
  );

  const visitor = await page.context().browser()!.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/register');
  await expect(tab.getByRole('complementary', { name: 'Tournament Information' })).toContainText(
    'Jun 13, 2026',
  );
  await visitor.close();
});
