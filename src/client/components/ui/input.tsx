import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEarlyInput } from '../../lib/early-input.ts';

/** 16 px text so phones do not zoom on focus; 44 px tall for touch. */
export const fieldClasses =
  'w-full rounded-lg border border-zinc-400 bg-white px-3 text-base text-zinc-900 shadow-xs placeholder:text-zinc-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:opacity-70 aria-invalid:border-red-700';

/**
 * A field the server drew takes input at once, before the app is live; what was typed into it
 * meanwhile is handed to the app when it adopts the field (`useEarlyInput`, decision 226). Input,
 * Textarea, NativeSelect and Checkbox all follow it.
 */
export function Input({
  className,
  type = 'text',
  ref,
  onChange,
  ...props
}: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(fieldClasses, 'h-11', className)}
      ref={useComposedRefs(useEarlyInput(onChange), ref)}
      onChange={onChange}
      {...props}
    />
  );
}
