import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Stands in for a feature that is still being built: says what will be here. */
export function ComingSoon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-dashed border-zinc-300 bg-white p-5 text-zinc-700',
        className,
      )}
    >
      <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>{children}</p>
    </div>
  );
}
