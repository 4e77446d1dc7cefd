import { expect, test, type Page } from '@playwright/test';
import {
  appLive,
  createTeamViaApi,
  registerTeamViaApi,
  uniqueTeamName,
  type CreatedTeam,
} from './fixtures.ts';
import { waitForSavedQuery, waitForServiceWorker } from './fixtures-offline.ts';
import { futureDay, generateSlotsViaApi, setTournamentDateViaApi } from './fixtures-scheduling.ts';

// A shared phone at a venue (decision 234): the service worker and the offline cache are the point.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** Signs the browser in as `team` the way a coach does on this phone, and remembers it as the app does. */
async function signInOnThisPhone(page: Page, team: CreatedTeam) {
  await registerTeamViaApi(page.request, team);
  await page.goto('/home');
  await page.evaluate((id) => {
    localStorage.setItem('registrationComplete', 'true');
    localStorage.setItem('registeredTeamId', String(id));
  }, team.id);
  await page.reload();
  await appLive(page);
  await expect(page.getByRole('button', { name: `Log Out (${team.name})` })).toBeVisible();
}

/**
 * What the browser's HTTP cache still holds for these addresses, as text: each asked for from the
 * cache alone (`only-if-cached`), never the network.
 */
function httpCacheAsText(page: Page, urls: string[]): Promise<string> {
  return page.evaluate(async (addresses) => {
    const parts: string[] = [];
    for (const url of addresses) {
      const cached = await fetch(url, {
        cache: 'only-if-cached',
        mode: 'same-origin',
        credentials: 'include',
      }).catch(() => null);
      if (cached?.ok) parts.push(`${url}: ${(await cached.text()).replaceAll('\n', ' ')}`);
    }
    return parts.join('\n');
  }, urls);
}

/** Every browser store this origin has, as text: IndexedDB (every database and store), Web Storage (local and session), Cache Storage. */
function everyStoreAsText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        parts.push(`${info.name}/${name}: ${JSON.stringify(values)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`${cacheName} ${request.url}: ${response ? await response.text() : ''}`);
      }
    }
    return parts.join('\n');
  });
}

test('team A signs in, browses and books; logs out; team B signs in on the same browser; offline, nothing of A’s is anywhere', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A day no other journey uses: they share one database, and a day with slots of theirs is not empty.
  const day = futureDay(91);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '10:00',
    endTime: '12:00',
  });
  const teamA = await createTeamViaApi(playwright, baseURL!, uniqueTeamName('Shared Phone A'));
  const teamB = await createTeamViaApi(playwright, baseURL!, uniqueTeamName('Shared Phone B'));
  const secretTitle = `Gearbox review ${teamA.id}`;
  const secretNotes = `Bring the prototype gearbox ${teamA.id}`;

  // Every answer that carried A's interview and that the browser may keep in its HTTP cache (not
  // no-store): the pages the server drew with A's data, any API answer.
  const answersWithA = new Set<string>();
  page.on('response', (response) => {
    if (
      response.request().method() !== 'GET' ||
      /no-store/.test(response.headers()['cache-control'] ?? '')
    )
      return;
    if (new URL(response.url()).origin !== new URL(baseURL!).origin) return;
    void response.text().then(
      (body) => body.includes(secretTitle) && answersWithA.add(response.url()),
      () => undefined,
    );
  });

  // Team A: signs in, browses, books an interview with notes.
  await signInOnThisPhone(page, teamA);
  await waitForServiceWorker(page);
  const slot = page
    .getByRole('list', { name: /^Time slots for/ })
    .getByRole('button')
    .filter({ hasText: 'Available' })
    .first();
  await slot.click();
  await page.getByLabel('Notes', { exact: true }).fill(secretNotes);
  await page.getByRole('button', { name: 'Book Selected Time Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Interview' });
  await dialog.getByLabel('Interview Title').fill(secretTitle);
  await dialog.getByRole('button', { name: 'Book Interview' }).click();
  await expect(page.getByText('Interview Booked', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText(secretTitle).first()).toBeVisible();
  await page.goto('/messages');
  await page.goto('/home');
  await appLive(page);
  await expect(page.getByText(secretTitle).first()).toBeVisible();
  await waitForSavedQuery(page, '/api/interviews');
  // The saved copy is written a moment after the data changes: it holds A's interview once the
  // copy made after the booking's answer is written.
  await expect.poll(() => everyStoreAsText(page)).toContain(secretTitle);
  // The HTTP cache holds A's pages too (the probe sees them), until Log Out clears it (decision 249).
  expect(answersWithA.size).toBeGreaterThan(0);
  expect(await httpCacheAsText(page, [...answersWithA])).toContain(secretTitle);
  const cookiesOfA = await page.context().cookies();

  // A logs out.
  await page.getByRole('button', { name: `Log Out (${teamA.name})` }).click();
  await expect(page.getByText('Logged Out', { exact: true }).first()).toBeVisible();
  // Those answers vary by cookie: asked for again with A's old cookies, the cache has none of them.
  const cookiesAfterLogout = await page.context().cookies();
  await page.context().clearCookies();
  await page.context().addCookies(cookiesOfA);
  const httpCacheAfterLogout = await httpCacheAsText(page, [...answersWithA]);
  await page.context().clearCookies();
  await page.context().addCookies(cookiesAfterLogout);
  const stillCached = httpCacheAfterLogout
    .split('\n')
    .filter((entry) => entry.includes(secretTitle) || entry.includes(secretNotes));
  expect(
    stillCached.map((entry) => entry.slice(0, entry.indexOf(': '))),
    'answers of A still in the HTTP cache',
  ).toEqual([]);

  // B signs in on the same browser and looks around; its data is saved for offline use.
  await signInOnThisPhone(page, teamB);
  await expect(page.getByText(secretTitle)).toHaveCount(0);
  await page.goto('/dashboard');
  await page.goto('/home');
  await appLive(page);
  await waitForSavedQuery(page, '/api/auth/me');

  // Offline: the pages, and every store the browser holds for this site.
  await page.context().setOffline(true);
  // A's name is public (every team sees 'Booked: <team>' on the slot list); A's session, interview
  // and code are A's alone.
  const traces = [secretTitle, secretNotes, teamA.joinCode];
  for (const path of ['/home', '/dashboard', '/messages']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: `Log Out (${teamB.name})` })
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible();
    const shown = await page.locator('body').innerText();
    for (const trace of traces) expect(shown, `${path} shows ${trace}`).not.toContain(trace);
    expect(shown).not.toContain(`Log Out (${teamA.name})`);
  }
  const stores = await everyStoreAsText(page);
  for (const trace of traces) expect(stores, `a browser store holds ${trace}`).not.toContain(trace);

  // The saved session is B's, and B's own data is there: the cache was not merely emptied.
  const savedSession = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('pitcrew');
        open.onsuccess = () => {
          const get = open.result.transaction('offline').objectStore('offline').get('query-cache');
          get.onsuccess = () => {
            const saved = get.result as {
              owner?: string;
              clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
            };
            resolve({
              owner: saved.owner,
              me: saved.clientState.queries.find((q) => q.queryKey[0] === '/api/auth/me')?.state
                .data,
            });
          };
        };
      }),
  );
  expect(savedSession).toMatchObject({
    owner: `team:${teamB.id}`,
    me: { teamId: teamB.id, username: teamB.name },
  });
  await page.context().setOffline(false);
});
