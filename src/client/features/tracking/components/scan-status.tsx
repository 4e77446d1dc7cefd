import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import type { ScanStatus } from '../use-beacon-scan.ts';

/** The last scan's outcome in words, kept on screen after its toast has gone. */
export function ScanStatusMessage({ status }: { status: ScanStatus }) {
  return (
    <div role="status" aria-live="polite" data-testid="scan-status" className="text-sm">
      {status.kind === 'scanning' ? (
        <p className="flex items-center gap-2 text-zinc-700">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Scanning for beacons (up to 10 seconds)...
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
            {status.robot.name} moved to x {Math.round(status.robot.lastLocationX)}, y {Math.round(status.robot.lastLocationY)}
            {status.near ? `, near ${status.near}` : ''}.
          </span>
        </p>
      ) : null}
    </div>
  );
}
