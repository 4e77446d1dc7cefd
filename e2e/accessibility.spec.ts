import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createTeamViaApi,
  registerTeamViaApi,
  signedInTeam,
  signInAdminViaApi,
  type CreatedTeam,
} from './fixtures.ts';
import { chooseRecipient } from './fixtures-messaging.ts';

/**
 * axe on every screen (DESIGN section 10): no serious or critical violation, signed out, as a
 * team and as the administrator. All of axe's rules run (WCAG 2.x A/AA and best practices);
 * minor and moderate findings are printed, not failed.
 */

const BLOCKING = new Set(['serious', 'critical']);

/** Waits until the page has its heading and no loading spinner, then for animations to end. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0, {
    timeout: 10_000,
  });
  // Entrance animations (fades, slides) change colours axe measures: wait until every finite one is done.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** axe's serious and critical findings on the page as it is now, one readable line group each. */
async function blockingViolations(page: Page, screen: string, exclude?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `      ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`).join('\n')}`;
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  console.log(
    `[axe] ${screen} (${new URL(page.url()).pathname}): ${results.passes.length} rules passed, ${results.violations.length} violated` +
      (minor.length ? `; minor/moderate:\n  ${minor.map(describe).join('\n  ')}` : ''),
  );
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
}

async function expectAccessible(page: Page, screen: string, exclude?: string) {
  const blocking = await blockingViolations(page, screen, exclude);
  expect
    .soft(blocking, `serious or critical axe violations on ${screen} (${page.url()})`)
    .toEqual([]);
}

async function visit(page: Page, path: string, screen: string, exclude?: string) {
  await page.goto(path);
  await settle(page);
  await expectAccessible(page, screen, exclude);
}

/** Fills the screens with something to show: a tournament day with slots, a second team, a robot. */
async function seedEvent(request: APIRequestContext) {
  await signInAdminViaApi(request);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await request.put('/api/settings/tournament', { data: { tournamentDate: date, confirm: true } });
  await request.post('/api/timeslots/generate', {
    data: { date, startTime: '09:00', endTime: '11:00', slotMinutes: 15, rooms: 2, tzOffset: 0 },
  });
  const stamp = Date.now();
  await request.post('/api/teams', {
    data: { name: `Axe Team ${stamp}`, description: 'A team that has not registered' },
  });
  await request.post('/api/robots', {
    data: { name: `Axe Robot ${stamp}`, macAddress: `02:00:00:00:${String((stamp % 90) + 10)}:01` },
  });
}

let otherTeam: CreatedTeam;

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await seedEvent(admin);
  // A registered team, so selectors and recipient lists are not empty.
  otherTeam = await createTeamViaApi(playwright, baseURL!);
  const registrar = await playwright.request.newContext({ baseURL });
  await registerTeamViaApi(registrar, otherTeam);
  await registrar.dispose();
  await admin.dispose();
});

test('the check finds a planted violation (it can fail)', async ({ page }) => {
  await page.goto('/not-found-check');
  await settle(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'planted-unnamed-button';
    document.querySelector('main')?.append(button);
  });
  const blocking = await blockingViolations(page, 'planted');
  expect(blocking.join('\n')).toContain('#planted-unnamed-button');
});

test.describe('signed out', () => {
  for (const [path, screen] of [
    ['/', 'registration (screen C at /)'],
    ['/register', 'registration'],
    ['/home', 'home'],
    ['/consent', 'consent form'],
    ['/admin-login', 'admin login'],
    ['/invite', 'invite acceptance (without a link)'],
    ['/display', 'now/next display'],
    ['/no-such-page', 'not found'],
  ] as const) {
    test(`${screen} has no serious or critical violations`, async ({ page }) => {
      await visit(page, path, screen);
    });
  }
});

test.describe('as a team', () => {
  for (const [path, screen] of [
    ['/home', 'home'],
    ['/dashboard', 'dashboard'],
    ['/track-bots', 'venue map'],
    ['/messages', 'messages'],
    ['/game-manual', 'game manual assistant'],
    ['/perplexity-manual', 'web-search manual assistant'],
    ['/live-stream', 'live stream'],
    ['/vex-apps', 'apps'],
    ['/draw', 'drawing board (full)'],
    ['/drawing-pad', 'drawing pad'],
    ['/drawing-board', 'drawing board (basic)'],
  ] as const) {
    test(`${screen} has no serious or critical violations`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      await signedInTeam(page, playwright, baseURL!);
      await visit(page, path, screen);
    });
  }
});

test.describe('as a team, with a conversation open', () => {
  // (A registered team opening /register or /consent is sent to /home, checked above.)
  test('messages with a recipient chosen has no serious or critical violations', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInTeam(page, playwright, baseURL!);
    await page.goto('/messages');
    await settle(page);
    await chooseRecipient(page, otherTeam.name);
    await settle(page);
    await expectAccessible(page, 'messages, conversation open');
  });
});

test.describe('as the administrator', () => {
  test('every admin tab has no serious or critical violations', async ({ page }) => {
    // Nine tabs, each with its own axe run: more than the default 45 s on two busy cores.
    test.setTimeout(150_000);
    await signInAdminViaApi(page.request);
    await page.goto('/admin');
    await settle(page);
    for (const tab of [
      'Teams',
      'Timeslots',
      'Matches',
      'Robots',
      'Settings',
      'Messages',
      'Announcements',
      'People',
      'Activity',
    ]) {
      await test.step(tab, async () => {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await settle(page);
        await expectAccessible(page, `admin ${tab} tab`);
      });
    }
  });

  for (const [path, screen, exclude] of [
    ['/messages', 'messages (safeguarding log)'],
    ['/game-manual', 'game manual (uploads)'],
    ['/live-stream', 'live stream (admin)'],
    ['/track-bots', 'venue map (admin)'],
    // Every sheet is the same eight cards: axe reads the first, not the hundreds of teams a
    // repeated run leaves (decision 212; each took axe most of a minute).
    ['/admin/code-sheets', 'team code sheets', '.code-sheet-page ~ .code-sheet-page'],
  ] as const) {
    test(`${screen} has no serious or critical violations`, async ({ page }) => {
      await signInAdminViaApi(page.request);
      await visit(page, path, screen, exclude);
    });
  }
});

test.describe('as a judge and a volunteer', () => {
  for (const role of ['judge', 'volunteer'] as const) {
    test(`the ${role}'s dashboard and the invite page have no serious or critical violations`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await playwright.request.newContext({ baseURL });
      await signInAdminViaApi(admin);
      const invited = await admin.post('/api/staff', {
        data: { name: `Axe ${role}`, role, rooms: role === 'judge' ? ['Room 2'] : [] },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const { token } = ((await invited.json()) as { invite: { token: string } }).invite;
      await admin.dispose();
      await page.goto(`/invite#token=${token}`);
      await settle(page);
      await expectAccessible(page, 'invite acceptance');
      const accepted = await page.request.post('/api/staff/invites/accept', {
        data: {
          token,
          username: `axe-${role}-${Date.now().toString(36)}`,
          password: 'lantern-lift-axe-check',
        },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await visit(page, '/admin', `${role} dashboard`);
    });
  }
});
