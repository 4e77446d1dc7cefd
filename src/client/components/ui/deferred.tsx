import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` just after the rest of the page, with `placeholder` in their place until then
 * (and in the HTML the server draws, so adopting the page matches it). For heavy parts below the
 * fold: React draws them in a deferred render of their own that yields to taps, so the top of the
 * page appears, and answers, sooner on a slow phone.
 */
export function Deferred({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
