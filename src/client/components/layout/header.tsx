import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { House, LayoutDashboard } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { normalizePath } from './nav-items.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';

/** Phones show these buttons as 44 px icons (named for screen readers); wider screens add the label. */
const iconOnPhones = 'w-11 px-0 sm:w-auto sm:px-3';

/**
 * Spec section 2.2: sticky bar, logo to /home, Home and Dashboard buttons for signed-in users; the
 * event's name beside the logo once an organiser gave it one. The name shows once the page is the
 * app's: the prerendered and server-drawn pages are drawn without it, and React's first draw must
 * match them (DESIGN section 12); the bar's height is fixed, so nothing moves when it appears.
 */
export function Header({
  isAuthenticated,
  eventName = null,
}: {
  isAuthenticated: boolean;
  eventName?: string | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [location] = useLocation();
  const path = normalizePath(location);
  const showHome = isAuthenticated && path !== '/home' && path !== '/';
  const showDashboard = isAuthenticated && path !== '/dashboard';

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        {/* Named by the logo's own words (a screen reader says what a sighted user reads). */}
        <Link
          href="/home"
          className="min-w-0 shrink rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Logo size="sm" />
        </Link>
        {hydrated && eventName ? (
          <p
            className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-800 sm:text-base"
            data-testid="event-name"
            title={eventName}
          >
            {eventName}
          </p>
        ) : null}
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {showHome || showDashboard ? (
            <nav
              aria-label={t('quickLinks')}
              className="flex shrink-0 items-center gap-1.5 sm:gap-2"
            >
              {showHome ? (
                <Button asChild variant="outline" size="sm" className={iconOnPhones}>
                  <Link href="/home">
                    <House aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{t('home')}</span>
                  </Link>
                </Button>
              ) : null}
              {showDashboard ? (
                <Button asChild size="sm" className={iconOnPhones}>
                  <Link href="/dashboard">
                    <LayoutDashboard aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{t('dashboard')}</span>
                  </Link>
                </Button>
              ) : null}
            </nav>
          ) : null}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
