import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../page-section.tsx';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * The footer and the bottom navigation, each a section of its own, made once: drawn again with the
 * shell (when the session is known, say), React finds the same element and leaves a section it has
 * not adopted yet to adopt later, instead of adopting it at once (decision 246).
 */
const FOOTER = (
  <PageSection>
    <Footer />
  </PageSection>
);
const BOTTOM_NAV = (
  <PageSection>
    <BottomNav />
  </PageSection>
);

/** Header, page content, footer and (on phones) the bottom navigation. */
export function AppShell({
  children,
  isAuthenticated,
  eventName = null,
}: {
  children: ReactNode;
  isAuthenticated: boolean;
  /** The event's name for the header, once an organiser gave it one. */
  eventName?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-zinc-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header isAuthenticated={isAuthenticated} eventName={eventName} />
      <OfflineBanner />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
      {FOOTER}
      {BOTTOM_NAV}
    </div>
  );
}
