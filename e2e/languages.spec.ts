import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAdminViaApi, signedInTeam, uniqueTeamName } from './fixtures.ts';
import { chooseMessage, selectRecipient } from './fixtures-messaging.ts';

/**
 * Languages (decision 190): a Spanish browser gets the app in Spanish with no English
 * interface text on the pages translated so far, the header's switcher changes the language for
 * good, and a canned message crosses languages.
 */

/** English interface texts of the home and messages pages (the spec's wording). */
const ENGLISH_HOME = [
  'Team Registration Required',
  'Complete Registration',
  'Select Your Team',
  'Everything your team needs on tournament day',
  'Drawing Board',
  'Track Robots',
  'Game Manual',
  'Live Stream',
  'Built for teams, coaches and event organisers.',
  'Skip to main content',
];
const ENGLISH_TEAM_HOME = [
  'Your day sheet',
  'No upcoming interview',
  'Book an interview',
  'No unread messages',
  'Log Out',
  'Your registered team',
];
const ENGLISH_MESSAGES = [
  'Team Messages',
  'Coordinate with other teams using pre-approved messages.',
  'Recipient team',
  'Choose a message',
  'Send Message',
  'Only pre-approved messages can be sent.',
  'Select a team to start chatting',
  'Scheduling & Availability',
];

async function expectNoEnglish(page: Page, texts: readonly string[]) {
  const shown = (await page.locator('body').textContent()) ?? '';
  expect(texts.filter((text) => shown.includes(text))).toEqual([]);
}

const spanishPage = async (browser: Browser) =>
  (await browser.newContext({ locale: 'es-ES' })).newPage();

test('a Spanish browser sees the home and messages pages in Spanish, <html lang="es">', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const page = await spanishPage(browser);
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { name: 'Inscripción del equipo obligatoria' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, ENGLISH_HOME);

  await signedInTeam(page, playwright, baseURL!, uniqueTeamName('Equipo Rayo'));
  await page.goto('/home');
  await expect(page.getByText('No hay entrevistas próximas')).toBeVisible();
  await expectNoEnglish(page, [
    ...ENGLISH_HOME.filter((text) => !text.includes('Registration') && text !== 'Select Your Team'),
    ...ENGLISH_TEAM_HOME,
  ]);

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Mensajes del equipo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, ENGLISH_MESSAGES);
  await page.context().close();
});

test("the page picks its language before any of the app's scripts run, allowed by the CSP", async ({
  browser,
}) => {
  // The inline first-paint script (decision 210) alone: every script file of the app is refused.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route(/\.(js|tsx?)(\?|$)/, (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The server drew the visitor's page in French (decision 217): shown at once, nothing hidden.
  await expect(page.locator('html')).not.toHaveAttribute('data-translating');
  await expect(
    page.getByRole('heading', { name: "Inscription de l'équipe requise" }),
  ).toBeVisible();
  // The tab names the page in French too, and so does the description (decision 220).
  await expect(page).toHaveTitle('Accueil - PitCrew');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^PitCrew aide les équipes/,
  );
  // A page served as the bare app shell (English, not drawn): its header shows at once, its
  // English brand line hidden until the app draws the page in French; its tab is named in French.
  await page.goto('/messages');
  await expect(page).toHaveTitle('Messages des équipes - PitCrew');
  await expect(page.locator('html')).toHaveAttribute('data-translating', '');
  await expect(page.locator('[data-app-shell] header')).toBeVisible();
  await expect(page.getByText('Robotics Tournament', { exact: true })).toBeHidden();
  expect(refused).toEqual([]);
  await context.close();
});

test('a page drawn in another language than the one the phone chose stays hidden until the app draws it in its own', async ({
  browser,
}) => {
  // A French browser whose interface was set to Spanish, its cookie lost: the server can only
  // go by the browser's languages, and draws the page in French.
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.setItem('pitcrew.language', 'es'));
  const page = await context.newPage();
  await page.route(/\.(js|tsx?)(\?|$)/, (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('data-translating', '');
  await expect(page.getByRole('heading', { name: "Inscription de l'équipe requise" })).toBeHidden();
  // With its scripts, the app draws the page in Spanish; the next page comes drawn in Spanish.
  await page.unrouteAll();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Inscripción del equipo obligatoria' }),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-translating');
  const next = await page.request.get('/home');
  expect(await next.text()).toContain('<meta name="page-language" content="es">');
  await context.close();
});

test("a French team's own page comes drawn in French, and the app adopts it as it is (decision 217)", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await signedInTeam(page, playwright, baseURL!, uniqueTeamName('Équipe Éclair'));
  // The HTML as it arrives, before any script: the team's own screen in French.
  const html = await (
    await page.request.get('/home', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
  ).text();
  expect(html).toContain('<meta name="page-language" content="fr">');
  expect(html).toContain('Se déconnecter');
  expect(html).not.toContain('Log Out');
  // In the browser: nothing hidden while the app starts, and the team's section never drawn again.
  await page.addInitScript(() => {
    const seen = { hidden: false, redrawn: false };
    Object.assign(window, { seen });
    new MutationObserver((records) => {
      for (const record of records) {
        if (
          record.type === 'attributes' &&
          document.documentElement.hasAttribute('data-translating')
        )
          seen.hidden = true;
        for (const node of record.removedNodes) {
          if (
            node instanceof Element &&
            (node.id === 'team-today' || node.querySelector('#team-today'))
          )
            seen.redrawn = true;
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-translating'],
    });
  });
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /^Se déconnecter/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Réserver un entretien' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
    hidden: false,
    redrawn: false,
  });
  await context.close();
});

/** English interface texts of the booking card (spec 2.5 and 2.6). */
const ENGLISH_BOOKING = [
  'Book an Interview',
  'Choose an available 20-minute slot',
  'Book Selected Time Slot',
  'Interview date',
  'Notes',
];

test('a Spanish team books in Spanish', async ({ browser, playwright, baseURL }) => {
  const page = await spanishPage(browser);
  await signedInTeam(page, playwright, baseURL!, uniqueTeamName('Equipo Cita'));
  await page.goto('/home');
  await expect(page.getByText('Reservar una entrevista').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservar el horario elegido' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, ENGLISH_BOOKING);
  await page.context().close();
});

/** English interface texts of the admin dashboard, tab by tab (spec 2.9 and the admin issues). */
const ENGLISH_ADMIN: Record<string, readonly string[]> = {
  Equipos: [
    'Admin Dashboard',
    'Manage teams, timeslots',
    'Print Team Codes',
    'Import Teams',
    'Add New Team',
    'Search teams',
    'Team code',
    'Logout',
  ],
  Horarios: [
    'Create interview timeslots',
    'Add New Timeslot',
    "Print judges' schedule",
    'Showing',
    'No timeslots yet',
  ],
  Partidos: [
    'Print Day Sheets',
    'Import the Match Schedule',
    'Interviews That Clash',
    'Buffer and Blocked Periods',
    'Minutes kept free',
    'Add Period',
    'Save Periods',
    'Import Matches',
  ],
  Robots: ['Register Utility Bots', 'Add New Robot', 'Loading robots', 'No robots registered yet'],
  Ajustes: [
    'Tournament Settings',
    'Current tournament date',
    'Save Tournament Date',
    'Venue Time Zone',
    'Save Time Zone',
    'Reminder lead time',
    'Turn on alerts',
    'Backup',
    'Download a backup',
  ],
  Mensajes: [
    'Safeguarding log',
    'Every message between teams',
    'Blocked teams',
    'No team has blocked another',
  ],
  Anuncios: ['Shown on every home page', 'Post Announcement', 'No announcements yet', 'Title'],
};

test('an organiser with a Spanish browser sees every admin tab in Spanish', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await spanishPage(browser);
  await signInAdminViaApi(page.context().request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const tabs = page.getByRole('tablist', { name: 'Secciones de administración' });
  for (const [tab, english] of Object.entries(ENGLISH_ADMIN)) {
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(/\w/).first()).toBeVisible();
    await expectNoEnglish(page, english);
  }
  // The dialogs a tab opens speak Spanish too.
  await tabs.getByRole('tab', { name: 'Equipos' }).click();
  await page.getByRole('button', { name: 'Añadir equipo' }).click();
  await expect(page.getByRole('dialog', { name: 'Añadir equipo' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Añadir equipo' }).click();
  await expect(page.getByRole('dialog').getByText('Introduce el nombre del equipo.')).toBeVisible();
  await expectNoEnglish(page, [
    'Team Name',
    'Description (Optional)',
    'Please enter a team name.',
    'Add Team',
  ]);
  await page.keyboard.press('Escape');
  await tabs.getByRole('tab', { name: 'Horarios' }).click();
  await page.getByRole('button', { name: 'Añadir franja horaria' }).click();
  await expect(page.getByRole('dialog', { name: 'Añadir franja horaria' })).toBeVisible();
  await expectNoEnglish(page, [
    'Timeslots last',
    'Room (optional)',
    'Create Timeslot',
    'Hour',
    'Minute',
  ]);
  await page.context().close();
});

test('the header switcher changes the language, and it sticks after a reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Team Registration Required' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(
    page.getByRole('heading', { name: "Inscription de l'équipe requise" }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(
    page.getByRole('heading', { name: "Inscription de l'équipe requise" }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Team Registration Required' })).toBeVisible();
});

test("a Spanish team's canned message reaches an English team in English", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  // Two browsers, two teams signed in, a message sent live: more than one page's budget.
  test.setTimeout(90_000);
  const reader = await signedInTeam(page, playwright, baseURL!, `Robo English ${Date.now()}`);
  const spanish = await spanishPage(browser);
  const sender = await signedInTeam(spanish, playwright, baseURL!, `Robo Español ${Date.now()}`);
  await spanish.goto('/messages');
  await selectRecipient(spanish, reader.name, 'Equipo destinatario');
  await chooseMessage(spanish, '¿Dónde nos encontramos?', 'Elige un mensaje');
  // The log shows a send at once; the browser closes only once the server has it.
  const sent = spanish.waitForResponse(
    (r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST',
  );
  await spanish.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await sent).status()).toBe(201);
  await expect(spanish.getByRole('log').getByText('¿Dónde nos encontramos?')).toBeVisible();
  await spanish.context().close();

  await page.goto('/messages');
  await selectRecipient(page, sender.name);
  await expect(page.getByRole('log').getByText('Where should we meet?')).toBeVisible();
});

test('screenshots of the home page in each language at 390 px', async ({ browser }) => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'only when updating docs/screenshots');
  test.setTimeout(120_000);
  for (const [language, heading] of [
    ['en', 'Team Registration Required'],
    ['es', 'Inscripción del equipo obligatoria'],
    ['fr', "Inscription de l'équipe requise"],
    ['zh-CN', '需要注册团队'],
  ] as const) {
    const context = await browser.newContext({
      locale: language,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/home-${language.slice(0, 2)}-390.png` });
    await context.close();
  }
});
