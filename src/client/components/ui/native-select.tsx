import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEarlyInput } from '../../lib/early-input.ts';
import { fieldClasses } from './input.tsx';

/**
 * The browser's own dropdown, styled like our Radix select's trigger. Phones open their own
 * picker for it, and it costs no JavaScript: the first pages use it (decision 145). Give it an
 * accessible name (an `id` referenced by a <Label htmlFor>, or `aria-label`).
 */
export function NativeSelect({
  className,
  children,
  ref,
  onChange,
  ...props
}: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(fieldClasses, 'h-11 appearance-none truncate pr-9', className)}
        ref={useComposedRefs(useEarlyInput(onChange), ref)}
        onChange={onChange}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-600"
      />
    </div>
  );
}
