import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { AppShell } from './components/layout/app-shell.tsx';
import { ErrorBoundary } from './components/errors/error-boundary.tsx';
import { ErrorFallback } from './components/errors/error-fallback.tsx';
import { useSession } from './features/auth/api.ts';
import { RequireAdmin } from './features/auth/components/require-admin.tsx';
import { STAFF_ROLES } from '../shared/staff-roles.ts';
import { RequireAuth } from './features/auth/components/require-auth.tsx';
import { TeamFeatureGate } from './features/auth/components/team-feature-gate.tsx';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { caseInsensitive } from './lib/case-insensitive-parser.ts';
import { newVersionWaiting } from './lib/service-worker.ts';
import { pageTitle } from './page-titles.ts';
import { withEventName } from '../shared/event-title.ts';
import { useEventName } from './features/settings/index.ts';
import { useLanguage } from './lib/i18n/use-language.ts';
import type { DrawingPreset } from './routes/drawing-board.tsx';
import { routerPath } from '../shared/paths.ts';

const HomePage = lazyPage(() => import('./routes/home.tsx'));
const RegisterPage = lazyPage(() => import('./routes/register.tsx'));
const ConsentPage = lazyPage(() => import('./routes/consent.tsx'));
const AdminLoginPage = lazyPage(() => import('./routes/admin-login.tsx'));
const AdminPage = lazyPage(() => import('./routes/admin.tsx'));
const InvitePage = lazyPage(() => import('./routes/invite.tsx'));
const DashboardPage = lazyPage(() => import('./routes/dashboard.tsx'));
const TrackBotsPage = lazyPage(() => import('./routes/track-bots.tsx'));
const MessagesPage = lazyPage(() => import('./routes/messages.tsx'));
const GameManualPage = lazyPage(() => import('./routes/game-manual.tsx'));
const PerplexityManualPage = lazyPage(() => import('./routes/perplexity-manual.tsx'));
const LiveStreamPage = lazyPage(() => import('./routes/live-stream.tsx'));
const AppsPage = lazyPage(() => import('./routes/vex-apps.tsx'));
const DrawingBoardPage = lazyPage(() => import('./routes/drawing-board.tsx'));
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));
const DisplayPage = lazyPage(() => import('./routes/display.tsx'));
const CodeSheetsPage = lazyPage(() => import('./routes/code-sheets.tsx'));
const DaySheetPage = lazyPage(() => import('./routes/day-sheet.tsx'));
const DaySheetsPage = lazyPage(() => import('./routes/day-sheets.tsx'));

/** Pages shown without the app's header and navigation: the venue's screens, printed sheets. */
const CHROMELESS_PAGES: Readonly<Record<string, ReactNode>> = {
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
const PROTECTED_ROUTES: readonly [string, ReactNode][] = [
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
const PAGES: Readonly<Record<string, Pick<LazyPage<object>, 'preload'>>> = {
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

/** Loads the page a path shows (or the 404 page), matching paths as the router does. */
export function preloadPage(path: string): Promise<unknown> {
  const key = routerPath(path);
  return (PAGES[key] ?? NotFoundPage).preload();
}

/** A new page starts at the top and names itself in the tab, history and screen readers. */
function OnNavigate() {
  const [location] = useLocation();
  const first = useRef(location);
  useEffect(() => {
    // A new version took over (service worker): this page is loaded afresh, not by old code.
    if (location !== first.current && newVersionWaiting()) return window.location.reload();
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [location]);
  const language = useLanguage();
  const eventName = useEventName();
  useEffect(() => {
    document.title = withEventName(pageTitle(location, language), eventName);
  }, [location, language, eventName]);
  return null;
}

function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <RegisterPage />
      </Route>
      <Route path="/register">
        <RegisterPage />
      </Route>
      <Route path="/home">
        <HomePage />
      </Route>
      <Route path="/consent">
        <ConsentPage />
      </Route>
      <Route path="/admin-login">
        <AdminLoginPage />
      </Route>
      <Route path="/invite">
        <InvitePage />
      </Route>
      <Route path="/admin">
        <RequireAdmin roles={STAFF_ROLES}>
          <AdminPage />
        </RequireAdmin>
      </Route>
      {PROTECTED_ROUTES.map(([path, page]) => (
        <Route key={path} path={path}>
          <RequireAuth>{page}</RequireAuth>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** A page that fails shows what happened inside the shell; moving to another page clears it. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(props) => <ErrorFallback {...props} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The routes, made once: the shell around them draws again when the session changes, and React,
 * finding the same element, leaves the page alone (a page not adopted yet is adopted later, in its
 * own time, instead of at once: decision 246).
 */
const ROUTES = (
  <RouteErrorBoundary>
    <AppRoutes />
  </RouteErrorBoundary>
);

/** A venue screen alone on the page, or the app's routes inside the shell. */
function ShellOrScreen() {
  const [location] = useLocation();
  const { isAuthenticated } = useSession();
  const eventName = useEventName();
  const screen = CHROMELESS_PAGES[routerPath(location)];
  if (screen) return <RouteErrorBoundary>{screen}</RouteErrorBoundary>;
  return (
    <AppShell isAuthenticated={isAuthenticated} eventName={eventName}>
      {ROUTES}
    </AppShell>
  );
}

/** The app's routes; matching is case-insensitive (spec section 2.1). */
export function AppRouter() {
  const { parser } = useRouter();
  const ciParser = useMemo(() => caseInsensitive(parser), [parser]);
  return (
    <Router parser={ciParser}>
      <OnNavigate />
      <ShellOrScreen />
    </Router>
  );
}
