import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type ButtonVariant = 'default' | 'outline' | 'ghost' | 'destructive' | 'secondary' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-zinc-900 text-white shadow-sm hover:bg-zinc-700 active:bg-zinc-800',
  secondary: 'bg-amber-400 text-zinc-950 shadow-sm hover:bg-amber-300 active:bg-amber-500',
  outline:
    'border border-zinc-300 bg-white text-zinc-900 shadow-xs hover:bg-zinc-100 active:bg-zinc-200',
  ghost: 'text-zinc-800 hover:bg-zinc-100 active:bg-zinc-200',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-600 active:bg-red-800',
  link: 'text-blue-700 underline-offset-4 hover:underline',
};

/** Every size keeps a 44 px touch target on phones; `sm` tightens only on wider screens. */
const sizes: Record<ButtonSize, string> = {
  default: 'h-11 px-4',
  sm: 'h-11 px-3 md:h-9',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
};

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child (e.g. a Link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

/**
 * A button the server drew answers taps once the page is live (decision 218): before the app has
 * adopted the page it has no handler, and a tap would be lost without a sign. Until then it is
 * inert (out of reach, looking as it will); a submit button is also disabled, so Enter in a field
 * cannot send the plain HTML form (as a GET, with what was typed in the URL). A link drawn as a
 * button (`asChild`) works without the app and stays as it is.
 *
 * Only the button itself waits for the app: once the page is adopted, React draws the buttons
 * again at once, and a form around one is left alone (decision 246).
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  disabled,
  ...props
}: ButtonProps) {
  const live = useHydrated();
  const Comp = asChild ? Slot.Root : 'button';
  const kind = type ?? 'button';
  return (
    <Comp
      className={buttonVariants({ variant, size, className })}
      {...(asChild
        ? { disabled }
        : {
            type: kind,
            inert: live ? undefined : true,
            disabled: disabled || (kind === 'submit' && !live),
          })}
      {...props}
    />
  );
}
