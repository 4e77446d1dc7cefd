import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` in a task of their own just after the rest of the page, with `placeholder` in
 * their place until then (and in a prerendered page's HTML, so adopting that page matches it). For
 * heavy parts below the fold: the top of the page appears, and answers taps, sooner on a slow
 * phone. A timer, not `useDeferredValue`: Preact, which draws the app (decision 198), has no
 * interruptible rendering, and its `useDeferredValue` hands the value back at once.
 */
export function Deferred({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : placeholder;
}
