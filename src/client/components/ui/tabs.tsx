import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const Tabs = TabsPrimitive.Root;

/**
 * A strip of tabs. On phones a long label wraps onto two lines, and a tab never shrinks below its
 * longest word: when the tabs still do not fit, the strip scrolls sideways instead of letting
 * labels run together. Pass grid classes to wrap the tabs into rows instead.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-xl bg-zinc-200/70 p-1 [scrollbar-width:none] sm:inline-flex sm:w-auto',
        className,
      )}
      {...props}
    />
  );
}

/** A tab the server drew waits inert until the page is live, as a button does (decision 218). */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const live = useHydrated();
  return (
    <TabsPrimitive.Trigger
      inert={live ? undefined : true}
      className={cn(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg px-3 py-1 text-center text-sm leading-tight font-semibold text-zinc-700 sm:whitespace-nowrap transition-colors hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-zinc-950 data-[state=active]:shadow-sm sm:flex-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
