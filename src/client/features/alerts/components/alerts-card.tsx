import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePushAlerts } from '../use-push-alerts.ts';

import english from '../../../lib/i18n/locales/en/alerts.json';
import { useAlertsTexts } from '../../../lib/i18n/alerts-texts.ts';

/** The hook's own English problems, each to its key; anything else (a server's message) as it came. */
const PROBLEM_KEYS = new Map(
  Object.entries(english.problems).map(([id, text]) => [
    text,
    `problems.${id}` as `problems.${keyof typeof english.problems}`,
  ]),
);

/**
 * 'Turn on alerts': whether Web Push alerts are on in this browser, a button to turn
 * them on (the permission prompt comes only from that tap) or off, and how to get them where
 * the browser cannot or may not show them.
 */
export function AlertsCard({
  className,
  organiser = false,
}: {
  className?: string;
  organiser?: boolean;
}) {
  const { t } = useTranslation('alerts');
  const ready = useAlertsTexts();
  const { status, busy, problem, turnOn, turnOff } = usePushAlerts();
  const on = status === 'on';
  // An organiser's phone gets the announcements; a team's gets its own alerts too.
  const note =
    organiser && (status === 'on' || status === 'off')
      ? t(`organiser.${status}`)
      : t(`notes.${status}`);
  const problemKey = problem === null ? undefined : PROBLEM_KEYS.get(problem);
  if (!ready) return null;
  return (
    <section
      aria-labelledby="alerts-title"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs sm:flex-row sm:items-center',
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-amber-400">
          {on ? (
            <Bell aria-hidden="true" className="size-5" />
          ) : (
            <BellOff aria-hidden="true" className="size-5" />
          )}
        </span>
        <div className="min-w-0">
          <h2 id="alerts-title" className="font-semibold text-zinc-900">
            {on ? t('titleOn') : t('title')}
          </h2>
          <p className="text-sm text-zinc-600">{note}</p>
          {/* A subscription is the sign-in's (decision 230): the server deletes it when the session ends. */}
          {status === 'on' || status === 'off' ? (
            <p className="mt-1 text-sm text-zinc-600">{t('session')}</p>
          ) : null}
          {problem ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problemKey ? t(problemKey) : problem}
            </p>
          ) : null}
        </div>
      </div>
      {status === 'off' ? (
        <Button onClick={turnOn} disabled={busy} className="sm:self-center">
          <Bell aria-hidden="true" />
          {busy ? t('turningOn') : t('turnOn')}
        </Button>
      ) : null}
      {on ? (
        <Button variant="outline" onClick={turnOff} disabled={busy} className="sm:self-center">
          <BellOff aria-hidden="true" />
          {busy ? t('turningOff') : t('turnOff')}
        </Button>
      ) : null}
    </section>
  );
}
