import { expect, test, type Page } from '@playwright/test';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../src/server/test/fake-push-service.ts';
import { appLive, createTeamViaApi, signedInTeam, signInAdminViaPage } from './fixtures.ts';
import { asAdmin, futureDay } from './fixtures-scheduling.ts';

/**
 * Queue calls and schedule changes as pushes (decisions 281, 300, 301): what the app
 * posts to a push service on 127.0.0.1, decrypted with each browser's keys (RFC 8030/8291). A
 * field of its own, so the other queue journey's current match is not this one's.
 */
const FIELD = 'Field 7';
const LIVE = { timeout: 5_000 };
const PUSHED = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(async () => {
  await service?.close();
});

/** The page's team subscribes a browser of the fake service, its app speaking `language`. */
async function subscribe(page: Page, language: 'en' | 'es') {
  const browser = service.browser();
  const saved = await page.request.post('/api/push/subscriptions', {
    data: { ...browser.json, language },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return browser;
}

/**
 * The queue calls a phone received. Whether the import before the call also told each team
 * 'Your team now plays' depends on whether an earlier journey left a schedule (a first schedule
 * tells nobody), so those alerts are not counted here.
 */
function callsTo(phone: TestBrowser) {
  return service.payloadsFor(phone).filter((payload) => payload.type === 'queue.call');
}

async function importSchedule(
  playwright: Parameters<typeof asAdmin>[0],
  baseURL: string,
  rows: string[],
) {
  await asAdmin(playwright, baseURL, async (admin) => {
    const imported = await admin.post('/api/matches/import', {
      headers: { 'content-type': 'text/csv' },
      data: ['match,start,field,team1', ...rows].join('\n'),
    });
    expect(imported.status(), await imported.text()).toBe(200);
  });
}

test('marking Q12 pushes one call to each team of the next two matches, the Spanish one in Spanish', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const day = futureDay(115);
  const onField = await signedInTeam(page, playwright, baseURL!);
  const onFieldPhone = await subscribe(page, 'en');
  const englishContext = await browser.newContext({ baseURL });
  const englishPage = await englishContext.newPage();
  const english = await signedInTeam(englishPage, playwright, baseURL!);
  const englishPhone = await subscribe(englishPage, 'en');
  const spanishContext = await browser.newContext({ baseURL, locale: 'es-ES' });
  const spanishPage = await spanishContext.newPage();
  const spanish = await signedInTeam(spanishPage, playwright, baseURL!);
  const spanishPhone = await subscribe(spanishPage, 'es');
  const laterContext = await browser.newContext({ baseURL });
  const laterPage = await laterContext.newPage();
  const later = await signedInTeam(laterPage, playwright, baseURL!);
  const laterPhone = await subscribe(laterPage, 'en');
  await importSchedule(playwright, baseURL!, [
    `Q12,${day}T10:00:00Z,${FIELD},${onField.name}`,
    `Q13,${day}T10:08:00Z,${FIELD},${english.name}`,
    `Q14,${day}T10:16:00Z,${FIELD},${spanish.name}`,
    `Q15,${day}T10:24:00Z,${FIELD},${later.name}`,
  ]);

  const organiser = await (await browser.newContext({ baseURL })).newPage();
  await signInAdminViaPage(organiser);
  await expect(organiser).toHaveURL(/\/admin/);
  await appLive(organiser);
  await organiser.getByRole('tab', { name: 'Matches' }).click();
  const queue = organiser.getByRole('region', { name: FIELD });
  await queue.getByRole('button', { name: 'Mark Q12 as on the field' }).click();
  await expect(
    organiser.getByRole('status').filter({ hasText: '2 teams were called to queue.' }),
  ).toBeVisible(LIVE);

  await expect
    .poll(() => callsTo(englishPhone).length + callsTo(spanishPhone).length, PUSHED)
    .toBe(2);
  expect(callsTo(englishPhone)).toEqual([
    expect.objectContaining({ type: 'queue.call', title: `Queue now: Q13 on ${FIELD}` }),
  ]);
  expect(callsTo(spanishPhone)).toEqual([
    expect.objectContaining({
      type: 'queue.call',
      title: `A la cola: Q14 en ${FIELD}`,
      body: 'Llevad el robot y el equipo de pilotos a la cola del Q14.',
    }),
  ]);

  // Exactly one each; the teams of Q12 (on the field) and Q15 (not yet due) were not called.
  expect(callsTo(onFieldPhone)).toEqual([]);
  expect(callsTo(laterPhone)).toEqual([]);

  await englishContext.close();
  await spanishContext.close();
  await laterContext.close();
  await organiser.context().close();
});

test('a re-import that moves one team’s match tells that team alone, by push and live', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const day = futureDay(116);
  const moved = await signedInTeam(page, playwright, baseURL!);
  const movedPhone = await subscribe(page, 'en');
  const otherContext = await browser.newContext({ baseURL });
  const otherPage = await otherContext.newPage();
  const other = await signedInTeam(otherPage, playwright, baseURL!);
  const otherPhone = await subscribe(otherPage, 'en');
  const schedule = (q2: string) => [
    `Q1,${day}T10:00:00Z,${FIELD},${other.name}`,
    `Q2,${day}T${q2}:00Z,${FIELD},${moved.name}`,
  ];
  // A schedule without either team first, so the next import adds each of them a match: one
  // push each ('Your team now plays'), whatever schedule the server held before.
  const bystander = await createTeamViaApi(playwright, baseURL!);
  await importSchedule(playwright, baseURL!, [`Q1,${day}T10:00:00Z,${FIELD},${bystander.name}`]);
  await importSchedule(playwright, baseURL!, schedule('10:10'));
  await expect
    .poll(
      () => [service.payloadsFor(movedPhone).length, service.payloadsFor(otherPhone).length],
      PUSHED,
    )
    .toEqual([1, 1]);
  await page.goto('/home');
  await otherPage.goto('/home');
  await appLive(page);
  await appLive(otherPage);

  await importSchedule(playwright, baseURL!, schedule('10:40'));

  await expect(page.getByRole('status').filter({ hasText: 'Your match Q2 changed' })).toBeVisible(
    LIVE,
  );
  await expect.poll(() => service.payloadsFor(movedPhone).length, PUSHED).toBe(2);
  expect(service.payloadsFor(movedPhone)[1]).toMatchObject({
    type: 'schedule.changed',
    title: 'Your match Q2 changed',
    body: expect.stringMatching(/^Q2 now starts at .+ \(it was .+\)\.$/),
  });
  // Both teams' alerts would have been queued in one write: the moved team's has arrived.
  expect(service.payloadsFor(otherPhone)).toHaveLength(1);
  await expect(otherPage.getByRole('status').filter({ hasText: 'changed' })).toHaveCount(0);
  await otherContext.close();
});
