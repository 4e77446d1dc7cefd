import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAdminViaApi } from './fixtures.ts';

type Playwright = {
  request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
};

/** A calendar day `daysAhead` from today, as yyyy-mm-dd in the browser's (the machine's) zone. */
/**
 * Which run of the journey this is: each repeat (--repeat-each) and retry gets days of its own,
 * 120 days on, since the server keeps every earlier run's slots and bookings. Outside a test (a
 * file's own setup) the first run's.
 */
function runIndex(): number {
  try {
    const { repeatEachIndex, retry } = test.info();
    return repeatEachIndex * 2 + retry;
  } catch {
    return 0;
  }
}

export function futureDay(daysAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead + 120 * runIndex());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export async function asAdmin<T>(
  playwright: Playwright,
  baseURL: string,
  work: (admin: APIRequestContext) => Promise<T>,
) {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAdminViaApi(admin);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

export function setTournamentDateViaApi(
  playwright: Playwright,
  baseURL: string,
  tournamentDate: string,
) {
  return asAdmin(playwright, baseURL, async (admin) => {
    const response = await admin.put('/api/settings/tournament', {
      data: { tournamentDate, confirm: true },
    });
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
