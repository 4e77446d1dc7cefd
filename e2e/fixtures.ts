import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../scripts/test/e2e-server-env.mjs';

/** The administrator every journeys' server creates. */
export { E2E_ADMIN };

/** Signs the page's browser context in as the administrator through the API. */
export async function signInAdminViaApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

/** Signs in on the admin login page, as a person would. */
export async function signInAdminViaPage(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const VALID_CONSENT = {
  coachName: 'Jordan Rivera',
  coachEmail: 'jordan.rivera@example.org',
  coachPhone: '555-010-4477',
  locationTrackingConsent: true,
  behaviorAgreement: true,
  safeUseAgreement: true,
  damageAgreement: true,
  signature: 'Jordan Rivera',
};

export type CreatedTeam = { id: number; name: string; joinCode: string };

let teamSequence = 0;

/**
 * A team name no other journey has used on this server, whatever the repeats (`--repeat-each`):
 * the milliseconds and a counter, never a short remainder that two runs can share.
 */
export const uniqueTeamName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}-${++teamSequence}`;

/** Creates a team as the administrator (in a separate API context) and returns its code. */
export async function createTeamViaApi(
  playwright: {
    request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
  },
  baseURL: string,
  name = uniqueTeamName('E2E Team'),
): Promise<CreatedTeam> {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminViaApi(admin);
  const response = await admin.post('/api/teams', {
    data: { name, description: 'Created by a browser test' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const team = (await response.json()) as CreatedTeam;
  await admin.dispose();
  return team;
}

/**
 * Registers the team (signs its consent form with its code) through `request`, which signs that
 * context in as the team. Pass `page.request` to sign the browser page in.
 */
export async function registerTeamViaApi(request: APIRequestContext, team: CreatedTeam) {
  const response = await request.post(`/api/teams/${team.id}/consent`, {
    data: { ...VALID_CONSENT, joinCode: team.joinCode },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Creates and registers a team, signing `page` in as it; stores the spec's browser keys too. */
export async function signedInTeam(
  page: Page,
  playwright: Parameters<typeof createTeamViaApi>[0],
  baseURL: string,
  name?: string,
): Promise<CreatedTeam> {
  const team = await createTeamViaApi(playwright, baseURL, name);
  await registerTeamViaApi(page.request, team);
  await page.addInitScript((id) => {
    localStorage.setItem('registrationComplete', 'true');
    localStorage.setItem('registeredTeamId', String(id));
  }, team.id);
  return team;
}

/**
 * A team's row on the admin Teams tab, found through its search: the tab shows fifty teams a page
 * (decision 208), and a server that has run many journeys holds hundreds.
 */
export async function adminTeamRow(page: Page, name: string) {
  await page.getByLabel('Search teams').fill(name);
  return page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
}

/**
 * Waits until the app has taken the page over: a page the server drew shows before its scripts
 * run, its title included (decisions 215, 220), and its buttons take no tap until then (218).
 */
export async function appLive(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('#root button') !== null && !document.querySelector('[inert]'),
  );
}
