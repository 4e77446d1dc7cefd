import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Printer } from 'lucide-react';
import { PageSection } from '../components/page-section.tsx';
import { Deferred } from '../components/ui/deferred.tsx';
import { useSession } from '../features/auth/api.ts';
import { LatestAnnouncements } from '../features/announcements/components/latest-announcements.tsx';
import { UnreadSummary } from '../features/messaging/components/unread-summary.tsx';
import { HomeRegistrationPanel } from '../features/registration/components/home-registration-panel.tsx';
import { NextInterview } from '../features/scheduling/components/next-interview.tsx';
import { NextMatch } from '../features/scheduling/components/next-match.tsx';
import { FeatureLinks } from '../components/feature-links.tsx';
import { Pressable } from '../components/ui/pressable.tsx';

const BOOKING_ID = 'book-interview';
const SCHEDULE_PLACEHOLDER = <div className="min-h-96" aria-hidden="true" />;

/**
 * The booking card and the interview list sit below the fold on a phone: their code (time-slot
 * grid, booking dialog, forms) loads just after the page is drawn, not with it (DESIGN section 10).
 */
/** Turning alerts on is a team's (Web Push code loads only for a signed-in team's home). */
const AlertsCard = lazy(() =>
  import('../features/alerts/components/alerts-card.tsx').then((module) => ({
    default: module.AlertsCard,
  })),
);

/** The whole day's timeline, one tap away on a phone's home (all of it on /dashboard). */
const TeamDay = lazy(() =>
  import('../features/scheduling/components/team-day.tsx').then((module) => ({
    default: module.TeamDay,
  })),
);

const HomeSchedule = lazy(() =>
  import('../features/scheduling/components/home-schedule.tsx').then((module) => ({
    default: module.HomeSchedule,
  })),
);

function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="overflow-hidden rounded-2xl bg-black px-5 py-8 text-white sm:px-8 sm:py-10">
      <p className="text-xs font-bold tracking-widest text-amber-400 uppercase">
        {t('hero.kicker')}
      </p>
      <h1 className="mt-2 max-w-2xl text-3xl font-black tracking-tight sm:text-4xl">
        {t('hero.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-base text-zinc-200 sm:text-lg">{t('hero.text')}</p>
    </section>
  );
}

/** What a signed-in team needs first at the venue: its next interview and its messages. */
function TeamToday() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="team-today"
      className="grid gap-3 md:grid-cols-[2fr_1fr] md:items-stretch"
    >
      <h1 id="team-today" className="sr-only">
        {t('teamToday')}
      </h1>
      <NextInterview bookHref={`#${BOOKING_ID}`} />
      <UnreadSummary />
      <NextMatch />
      <Link
        href="/day-sheet"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline underline-offset-4 md:col-span-2"
      >
        <Printer aria-hidden="true" className="size-4" />
        {t('daySheet')}
      </Link>
      {/* The help card is on /dashboard: its code stays off this first page (DESIGN section 10). */}
      <Link
        href="/dashboard#help"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline underline-offset-4 md:col-span-2"
      >
        {t('askForHelp')}
      </Link>
    </section>
  );
}

/**
 * The team's day below the links: its code comes with the tap that opens it, so the first page
 * carries only the next match (DESIGN section 10).
 */
function HomeDay() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <TeamDay />
      </Suspense>
    );
  }
  return (
    <Pressable
      type="button"
      onClick={() => setOpen(true)}
      className="flex min-h-12 w-full items-center justify-between rounded-xl border border-zinc-200 bg-white px-4 text-left text-sm font-semibold hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {t('day.show')}
      <span aria-hidden="true">▾</span>
    </Pressable>
  );
}

/**
 * Spec section 2.5. Registration and scheduling areas belong to their features. A visitor sees
 * the hero (the prerendered page); a signed-in team sees its next interview, its unread messages
 * and the links first, on one phone screen (DESIGN section 11).
 */
export default function HomePage() {
  const { isAuthenticated, teamId } = useSession();
  const team = isAuthenticated && teamId !== null;
  const schedule = (
    <div id={BOOKING_ID} className="scroll-mt-20">
      <Deferred placeholder={SCHEDULE_PLACEHOLDER}>
        <Suspense fallback={SCHEDULE_PLACEHOLDER}>
          <HomeSchedule />
        </Suspense>
      </Deferred>
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      {team ? (
        <>
          {/* A phone's first screen: the next interview, unread messages and the links, each
              adopted in a task of its own (decision 226). */}
          <PageSection>
            <TeamToday />
          </PageSection>
          <PageSection>
            <FeatureLinks />
          </PageSection>
          <PageSection>
            <HomeDay />
          </PageSection>
          <PageSection>
            <LatestAnnouncements />
          </PageSection>
          <PageSection>
            <Suspense fallback={null}>
              <AlertsCard />
            </Suspense>
          </PageSection>
          <PageSection>
            <HomeRegistrationPanel />
          </PageSection>
        </>
      ) : (
        <>
          {/* The drawn page is adopted a section at a time (decision 226). */}
          <PageSection>
            <HomeRegistrationPanel />
          </PageSection>
          <PageSection>
            <LatestAnnouncements />
          </PageSection>
          <PageSection>
            <Hero />
          </PageSection>
          <PageSection>
            <FeatureLinks />
          </PageSection>
        </>
      )}

      {/* Below the fold on a phone: drawn just after the rest (`Deferred`), so the top is ready
          sooner; the placeholder holds its place meanwhile. */}
      <PageSection>{schedule}</PageSection>
    </div>
  );
}
