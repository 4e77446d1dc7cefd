/**
 * The route module each page draws, as src/client/route-pages.tsx imports it (a key of Vite's
 * build manifest). The server names a page's modules in its HTML (`<link rel="modulepreload">`,
 * decision 211) so that a phone fetches them with the entry instead of after it has run: one round
 * trip less before the page, 1.5 s or more on slow 3G.
 */
const DRAWING_PATHS = [
  '/draw',
  '/line-board',
  '/drawing-pad',
  '/drawing-board',
  '/drawing',
  '/drawing-new',
  '/drawing-basic',
  '/drawing-final',
  '/simple-draw',
];

export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'routes/register.tsx',
  '/register': 'routes/register.tsx',
  '/home': 'routes/home.tsx',
  '/consent': 'routes/consent.tsx',
  '/admin-login': 'routes/admin-login.tsx',
  '/admin': 'routes/admin.tsx',
  '/dashboard': 'routes/dashboard.tsx',
  '/track-bots': 'routes/track-bots.tsx',
  '/tracking': 'routes/track-bots.tsx',
  '/messages': 'routes/messages.tsx',
  '/game-manual': 'routes/game-manual.tsx',
  '/perplexity-manual': 'routes/perplexity-manual.tsx',
  '/live-stream': 'routes/live-stream.tsx',
  '/vex-apps': 'routes/vex-apps.tsx',
  '/display': 'routes/display.tsx',
  '/admin/code-sheets': 'routes/code-sheets.tsx',
  '/day-sheet': 'routes/day-sheet.tsx',
  '/day-sheets': 'routes/day-sheets.tsx',
  '/invite': 'routes/invite.tsx',
  ...Object.fromEntries(DRAWING_PATHS.map((path) => [path, 'routes/drawing-board.tsx'])),
};

/**
 * The pages a team opens at the venue, every signed-in page Lighthouse measures: the server draws
 * them with the team's data, so a phone on a slow network shows them as soon as the HTML arrives,
 * not once the app's code has run (decisions 215, 275). Paths as the router matches them.
 */
export const SERVER_DRAWN_PAGES: readonly string[] = [
  '/home',
  '/dashboard',
  '/messages',
  '/game-manual',
  '/draw',
  '/track-bots',
];
