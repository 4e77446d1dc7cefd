import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that React adopts (hydrates) on its own (decision 226). Adopting a page the
 * server drew, React takes the page's frame first and each section after it, in tasks of its own
 * at a low priority, yielding to the browser between them; a tap on a section not adopted yet
 * adopts that section first and is then answered (React's selective hydration). Its HTML stays on
 * screen throughout: a section is never swapped for a fallback while it is adopted.
 *
 * It adds no element (React marks the boundary with comments), so it changes no layout. A part
 * that may wait for its code (a lazy component) has its own `Suspense` inside.
 */
export function PageSection({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
