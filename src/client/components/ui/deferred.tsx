import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` just after the rest of the page, in a pass React may interrupt, with
 * `placeholder` in their place until then (and in a prerendered page's HTML). For heavy parts
 * below the fold: the top of the page appears, and answers taps, sooner on a slow phone.
 */
export function Deferred({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
