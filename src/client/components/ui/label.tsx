import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The browser's own label (a form's first page loads no script for it). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'text-sm font-semibold leading-none text-zinc-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
