import { expect, type APIRequestContext } from '@playwright/test';
import { signInAdminViaApi } from './fixtures.ts';

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

/** A calendar day `daysAhead` from today, as yyyy-mm-dd in the browser's (the machine's) zone. */
export function futureDay(daysAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export async function asAdmin<T>(playwright: Playwright, baseURL: string, work: (admin: APIRequestContext) => Promise<T>) {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAdminViaApi(admin);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

export function setTournamentDateViaApi(playwright: Playwright, baseURL: string, tournamentDate: string) {
  return asAdmin(playwright, baseURL, async (admin) => {
    const response = await admin.put('/api/settings/tournament', { data: { tournamentDate, confirm: true } });
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** Generates a day of 20-minute slots (one room by default, venue wall-clock times) through the admin API. */
export function generateSlotsViaApi(
  playwright: Playwright,
  baseURL: string,
  options: { date: string; startTime: string; endTime: string; rooms?: number },
) {
  return asAdmin(playwright, baseURL, async (admin) => {
    const response = await admin.post('/api/timeslots/generate', {
      data: { rooms: 1, ...options },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { created: number; skipped: number };
  });
}
