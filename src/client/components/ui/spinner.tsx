import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  /** Read out by screen readers. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-zinc-700', className)}
      />
      <span className="sr-only">{label ?? t('spinner')}</span>
    </span>
  );
}

/**
 * A centred spinner for a page or section that is loading. A whole page's spinner is a screen
 * tall (`min-h-dvh`), so the footer stays below the fold instead of jumping when the page arrives.
 */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex min-h-[40vh] items-center justify-center', className)}>
      <Spinner className="size-8" label={label ?? t('loadingPage')} />
    </div>
  );
}
