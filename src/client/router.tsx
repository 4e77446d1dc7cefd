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
import { caseInsensitive } from './lib/case-insensitive-parser.ts';
import { newVersionWaiting } from './lib/service-worker.ts';
import { pageTitle } from './page-titles.ts';
import { withEventName } from '../shared/event-title.ts';
import { useEventName } from './features/settings/index.ts';
import { useLanguage } from './lib/i18n/use-language.ts';
import { routerPath } from '../shared/paths.ts';
import {
  AdminLoginPage,
  AdminPage,
  CHROMELESS_PAGES,
  ConsentPage,
  HomePage,
  InvitePage,
  NotFoundPage,
  PAGES,
  PROTECTED_ROUTES,
  RegisterPage,
} from './route-pages.tsx';

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
