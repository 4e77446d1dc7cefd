import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePushAlerts, type AlertsStatus } from '../use-push-alerts.ts';

/** What each state says under the title; `on`/`off` also get a button. */
const NOTES: Record<AlertsStatus, string> = {
  checking: 'Checking whether alerts are on in this browser...',
  on: 'Alerts are on in this browser: reminders, interview changes, messages and announcements reach you even with the app closed.',
  off: 'Get reminders, interview changes, messages and announcements on this device, even with the app closed.',
  denied:
    'Notifications are blocked for this site. To get alerts, allow notifications in your browser’s site settings (the icon next to the address, or Settings > Notifications), then reload this page.',
  install:
    'On an iPhone or iPad, alerts work once the app is on your home screen: tap Share, then Add to Home Screen, open the app from the home screen and turn alerts on there.',
  unsupported: 'This browser cannot show alerts. Use an up-to-date Chrome, Edge, Firefox or Safari to get them.',
};

const ORGANISER_NOTES = {
  on: 'Alerts are on in this browser: announcements reach you even with the app closed.',
  off: 'Get every announcement on this device, even with the app closed.',
} as const;

/**
 * 'Turn on alerts' (issue 18): whether Web Push alerts are on in this browser, a button to turn
 * them on (the permission prompt comes only from that tap) or off, and how to get them where
 * the browser cannot or may not show them.
 */
export function AlertsCard({ className, organiser = false }: { className?: string; organiser?: boolean }) {
  const { status, busy, problem, turnOn, turnOff } = usePushAlerts();
  const on = status === 'on';
  // An organiser's phone gets the announcements; a team's gets its own alerts too.
  const note = organiser && (status === 'on' || status === 'off') ? ORGANISER_NOTES[status] : NOTES[status];
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
          {on ? <Bell aria-hidden="true" className="size-5" /> : <BellOff aria-hidden="true" className="size-5" />}
        </span>
        <div className="min-w-0">
          <h2 id="alerts-title" className="font-semibold text-zinc-900">
            {on ? 'Alerts are on' : 'Alerts'}
          </h2>
          <p className="text-sm text-zinc-600">{note}</p>
          {problem ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      {status === 'off' ? (
        <Button onClick={turnOn} disabled={busy} className="sm:self-center">
          <Bell aria-hidden="true" />
          {busy ? 'Turning on...' : 'Turn on alerts'}
        </Button>
      ) : null}
      {on ? (
        <Button variant="outline" onClick={turnOff} disabled={busy} className="sm:self-center">
          <BellOff aria-hidden="true" />
          {busy ? 'Turning off...' : 'Turn off alerts'}
        </Button>
      ) : null}
    </section>
  );
}
