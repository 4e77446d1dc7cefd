import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  /** Read out by screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-zinc-700', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
