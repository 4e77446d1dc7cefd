import { useRef, type ComponentProps } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldClasses } from './input.tsx';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/**
 * Give it an accessible name: `aria-label`, or an `id` referenced by a <Label htmlFor>. Radix's
 * list opens only with the app, so a trigger the server drew waits, disabled, until the page is
 * live (decision 218); the browser's own `NativeSelect` takes a choice at once.
 */
export function SelectTrigger({
  className,
  children,
  disabled,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      disabled={!useHydrated() || disabled}
      className={cn(
        fieldClasses,
        'flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-zinc-500 [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] max-w-[min(36rem,calc(100vw-2rem))] min-w-[8rem] overflow-hidden rounded-lg border border-zinc-200 bg-white text-zinc-900 shadow-lg data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-[var(--radix-select-trigger-width)] translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-8 items-center justify-center">
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-8 items-center justify-center">
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/**
 * An option. A click on it always chooses it. Radix chooses on a mouse's pointer-up and swallows
 * the first pointer-up after the list opens (the release of the click that opened it) with a
 * listener its content adds once drawn. When that listener comes after the release, on a busy
 * phone or machine, it swallows the option's release instead and the click chose nothing, the list
 * left open. An option still on the page when its click arrives was not chosen (a chosen one has
 * closed the list), so the click chooses it, as Enter does.
 */
export function SelectItem({
  className,
  children,
  onClick,
  onPointerDown,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  // Radix itself chooses on the click of a touch or a pen.
  const pressedBy = useRef<string | null>(null);
  return (
    <SelectPrimitive.Item
      onPointerDown={(event) => {
        pressedBy.current = event.pointerType;
        onPointerDown?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        const item = event.currentTarget;
        if (event.defaultPrevented || !item.isConnected || pressedBy.current !== 'mouse') return;
        item.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
        );
      }}
      className={cn(
        'relative flex min-h-11 w-full cursor-default items-center rounded-md py-2 pr-3 pl-9 text-base whitespace-normal outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100 md:min-h-9 md:text-sm',
        className,
      )}
      {...props}
    >
      <span className="absolute left-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
