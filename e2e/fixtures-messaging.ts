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

/**
 * Picks the team in the recipient list (the browser's own select, whose option may also say how
 * many messages are unread); `label` is the list's name in the page's language.
 */
export async function selectRecipient(page: Page, teamName: string, label = 'Recipient team') {
  const select = page.getByRole('combobox', { name: label });
  // The name alone or with its unread count, never a longer name.
  const named = new RegExp(`^${teamName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`);
  const value = await select
    .locator('option')
    .filter({ hasText: named })
    .first()
    .getAttribute('value');
  await select.selectOption(value!);
}

/** Picks the team in the 'Recipient team' list and waits for its conversation. */
export async function chooseRecipient(page: Page, teamName: string) {
  await selectRecipient(page, teamName);
  await expect(page.getByRole('heading', { name: `Chat with ${teamName}` })).toBeVisible();
}

/**
 * Picks a pre-approved message from the list (the browser's own select); `label` is the list's
 * name in the page's language.
 */
export async function chooseMessage(page: Page, text: string, label = 'Choose a message') {
  await page.getByRole('combobox', { name: label }).selectOption({ label: text });
}

/** Sends a canned message as the team `request` is signed in as. */
export async function sendMessageViaApi(
  request: APIRequestContext,
  receiverTeamId: number,
  content: string,
) {
  const response = await request.post('/api/messages', { data: { content, receiverTeamId } });
  expect(response.status(), await response.text()).toBe(201);
}
