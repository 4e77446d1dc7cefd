import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createTeamViaApi, registerTeamViaApi, type CreatedTeam } from './fixtures.ts';

/** A registered team with an API context signed in as it (no browser page). Dispose it after. */
export async function teamViaApi(
  playwright: Parameters<typeof createTeamViaApi>[0],
  baseURL: string,
  name: string,
): Promise<{ team: CreatedTeam; request: APIRequestContext }> {
  const team = await createTeamViaApi(playwright, baseURL, name);
  const request = await playwright.request.newContext({ baseURL });
  await registerTeamViaApi(request, team);
  return { team, request };
}

/** Opens the 'Recipient team' dropdown and picks the team. */
export async function chooseRecipient(page: Page, teamName: string) {
  await page.getByRole('combobox', { name: 'Recipient team' }).click();
  await page.getByRole('option', { name: teamName }).click();
  await expect(page.getByRole('heading', { name: `Chat with ${teamName}` })).toBeVisible();
}

/** Picks a pre-approved message from the dropdown. */
export async function chooseMessage(page: Page, text: string) {
  await page.getByRole('combobox', { name: 'Choose a message' }).click();
  await page.getByRole('option', { name: text }).click();
}

/** Sends a canned message as the team `request` is signed in as. */
export async function sendMessageViaApi(request: APIRequestContext, receiverTeamId: number, content: string) {
  const response = await request.post('/api/messages', { data: { content, receiverTeamId } });
  expect(response.status(), await response.text()).toBe(201);
}
