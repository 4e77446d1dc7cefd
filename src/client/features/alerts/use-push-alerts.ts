import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import {
  currentSubscription,
  subscribeToAlerts,
  unsubscribeFromAlerts,
} from './push-subscription.ts';
import { readPushSupport } from './push-support.ts';

/**
 * Where alerts stand in this browser: `checking` until read; `install` and `unsupported` when it
 * has no Web Push; `denied` when notifications are blocked for the site; `off` or `on`.
 */
type AlertsStatus = 'checking' | 'install' | 'unsupported' | 'denied' | 'off' | 'on';

export interface PushAlerts {
  status: AlertsStatus;
  /** A change is under way (the permission prompt, subscribing, unsubscribing). */
  busy: boolean;
  /** Why the last change failed, or that permission was dismissed. */
  problem: string | null;
  turnOn: () => void;
  turnOff: () => void;
}

const ALERT_NOTES = {
  dismissed: 'Alerts stay off until you allow notifications.',
  offFailed: 'Alerts could not be turned off. Check your connection and try again.',
} as const;

async function readStatus(): Promise<AlertsStatus> {
  const support = readPushSupport();
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
}

/**
 * Turning alerts on and off in this browser. Notification permission is asked only in
 * `turnOn`, which a tap calls: never when the page loads.
 */
export function usePushAlerts(): PushAlerts {
  const [status, setStatus] = useState<AlertsStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readStatus().then((read) => current && setStatus(read));
    return () => {
      current = false;
    };
  }, []);

  const turnOn = useCallback(() => {
    setBusy(true);
    setProblem(null);
    void (async () => {
      try {
        const permission = await Notification.requestPermission();
        if (permission === 'denied') return setStatus('denied');
        if (permission !== 'granted') return setProblem(ALERT_NOTES.dismissed);
        await subscribeToAlerts();
        setStatus('on');
      } catch (error) {
        setProblem(errorMessage(error, error instanceof Error ? error.message : String(error)));
      } finally {
        setBusy(false);
      }
    })();
  }, []);

  const turnOff = useCallback(() => {
    setBusy(true);
    setProblem(null);
    void (async () => {
      try {
        await unsubscribeFromAlerts();
        setStatus('off');
      } catch {
        setProblem(ALERT_NOTES.offFailed);
      } finally {
        setBusy(false);
      }
    })();
  }, []);

  return { status, busy, problem, turnOn, turnOff };
}
