import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant =
  'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-zinc-900 text-white',
  secondary: 'border-transparent bg-zinc-200 text-zinc-900',
  outline: 'border-zinc-300 text-zinc-800',
  success: 'border-green-300 bg-green-100 text-green-900',
  warning: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  destructive: 'border-red-300 bg-red-100 text-red-900',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
