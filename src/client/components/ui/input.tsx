import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** 16 px text so phones do not zoom on focus; 44 px tall for touch. */
export const fieldClasses =
  'w-full rounded-lg border border-zinc-400 bg-white px-3 text-base text-zinc-900 shadow-xs placeholder:text-zinc-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:opacity-70 aria-invalid:border-red-700';

/**
 * A field the server drew takes input once the page is live (decision 218): typed into before
 * the app has adopted the page, its text would show in the box while the app holds it empty (a
 * question that cannot be asked, a choice that shows nothing). Drawn by the app itself, it is
 * live at once. Input, Textarea, NativeSelect, Checkbox and SelectTrigger all follow it.
 */
export function useLiveDisabled(disabled: boolean | undefined): boolean {
  return !useHydrated() || !!disabled;
}

export function Input({ className, type = 'text', disabled, ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} disabled={useLiveDisabled(disabled)} {...props} />;
}
