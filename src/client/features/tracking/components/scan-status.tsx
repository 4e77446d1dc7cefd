import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import type { ScanStatus } from '../use-beacon-scan.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** The last scan's outcome in words, kept on screen after its toast has gone. */
export function ScanStatusMessage({ status }: { status: ScanStatus }) {
  const { t } = useTranslation('tracking');
  return (
    <div role="status" aria-live="polite" data-testid="scan-status" className="text-sm">
      {status.kind === 'scanning' ? (
        <p className="flex items-center gap-2 text-zinc-700">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('status.scanning')}
        </p>
      ) : status.kind === 'failed' ? (
        <p className="flex items-start gap-2 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{status.title}</strong>
            {status.description ? `: ${status.description}` : null}
          </span>
        </p>
      ) : status.kind === 'updated' ? (
        <p className="flex items-start gap-2 text-green-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t(status.near ? 'status.movedNear' : 'status.moved', {
              name: status.robot.name,
              x: Math.round(status.robot.lastLocationX),
              y: Math.round(status.robot.lastLocationY),
              place: status.near,
            })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
