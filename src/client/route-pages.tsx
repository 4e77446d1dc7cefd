import type { ReactNode } from 'react';
import { RequireAdmin } from './features/auth/components/require-admin.tsx';
import { RequireAuth } from './features/auth/components/require-auth.tsx';
import { TeamFeatureGate } from './features/auth/components/team-feature-gate.tsx';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import type { DrawingPreset } from './routes/drawing-board.tsx';

/**
 * The app's pages, each loaded on first use (its own chunk), and the tables that say which path
 * shows which page: the router draws them, and `preloadPage` loads the first one before React
 * starts.
 */
export const HomePage = lazyPage(() => import('./routes/home.tsx'));
export const RegisterPage = lazyPage(() => import('./routes/register.tsx'));
export const ConsentPage = lazyPage(() => import('./routes/consent.tsx'));
export const AdminLoginPage = lazyPage(() => import('./routes/admin-login.tsx'));
export const AdminPage = lazyPage(() => import('./routes/admin.tsx'));
export const InvitePage = lazyPage(() => import('./routes/invite.tsx'));
const DashboardPage = lazyPage(() => import('./routes/dashboard.tsx'));
const TrackBotsPage = lazyPage(() => import('./routes/track-bots.tsx'));
const MessagesPage = lazyPage(() => import('./routes/messages.tsx'));
const GameManualPage = lazyPage(() => import('./routes/game-manual.tsx'));
const PerplexityManualPage = lazyPage(() => import('./routes/perplexity-manual.tsx'));
const LiveStreamPage = lazyPage(() => import('./routes/live-stream.tsx'));
const AppsPage = lazyPage(() => import('./routes/vex-apps.tsx'));
const DrawingBoardPage = lazyPage(() => import('./routes/drawing-board.tsx'));
export const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));
const DisplayPage = lazyPage(() => import('./routes/display.tsx'));
const CodeSheetsPage = lazyPage(() => import('./routes/code-sheets.tsx'));
const DaySheetPage = lazyPage(() => import('./routes/day-sheet.tsx'));
const DaySheetsPage = lazyPage(() => import('./routes/day-sheets.tsx'));

/** Pages shown without the app's header and navigation: the venue's screens, printed sheets. */
export const CHROMELESS_PAGES: Readonly<Record<string, ReactNode>> = {
  '/display': <DisplayPage />,
  '/admin/code-sheets': (
    <RequireAdmin roles={['organiser', 'volunteer']}>
      <CodeSheetsPage />
    </RequireAdmin>
  ),
  '/day-sheet': (
    <RequireAuth>
      <DaySheetPage />
    </RequireAuth>
  ),
  '/day-sheets': (
    <RequireAdmin>
      <DaySheetsPage />
    </RequireAdmin>
  ),
};

/** Every drawing route renders the one board page with its preset (spec sections 2.1, 2.17). */
const DRAWING_ROUTES: Readonly<Record<string, DrawingPreset>> = {
  '/draw': 'full',
  '/line-board': 'full',
  '/drawing-pad': 'pad',
  '/drawing-board': 'basic',
  '/drawing': 'basic',
  '/drawing-new': 'basic',
  '/drawing-basic': 'basic',
  '/drawing-final': 'basic',
  '/simple-draw': 'basic',
};

/** Login-required routes (spec section 2.1) and their pages. */
export const PROTECTED_ROUTES: readonly [string, ReactNode][] = [
  ['/dashboard', <DashboardPage />],
  ['/track-bots', <TrackBotsPage />],
  ['/tracking', <TrackBotsPage />],
  ['/messages', <MessagesPage />],
  ['/game-manual', <GameManualPage />],
  ['/perplexity-manual', <PerplexityManualPage />],
  ['/live-stream', <LiveStreamPage />],
  [
    '/vex-apps',
    <TeamFeatureGate>
      <AppsPage />
    </TeamFeatureGate>,
  ],
  ...Object.entries(DRAWING_ROUTES).map(([path, preset]): [string, ReactNode] => [
    path,
    <DrawingBoardPage preset={preset} />,
  ]),
];

/** Which page each path shows, so the first one can be loaded before React starts. */
export const PAGES: Readonly<Record<string, Pick<LazyPage<object>, 'preload'>>> = {
  '/': RegisterPage,
  '/register': RegisterPage,
  '/home': HomePage,
  '/consent': ConsentPage,
  '/admin-login': AdminLoginPage,
  '/admin': AdminPage,
  '/invite': InvitePage,
  '/dashboard': DashboardPage,
  '/track-bots': TrackBotsPage,
  '/tracking': TrackBotsPage,
  '/messages': MessagesPage,
  '/game-manual': GameManualPage,
  '/perplexity-manual': PerplexityManualPage,
  '/live-stream': LiveStreamPage,
  '/vex-apps': AppsPage,
  '/display': DisplayPage,
  '/admin/code-sheets': CodeSheetsPage,
  '/day-sheet': DaySheetPage,
  '/day-sheets': DaySheetsPage,
  ...Object.fromEntries(Object.keys(DRAWING_ROUTES).map((path) => [path, DrawingBoardPage])),
};
