import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true once the page's handlers are
 * attached. A form's submit button waits for it: tapped before hydration, a plain HTML form
 * would submit itself as a GET and put what was typed (a coach's phone, a password) in the URL.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * False in the server's HTML and in the app's first draw, true a task later. A part only the
 * browser can draw (whether it can show alerts) waits for it, so the app's first draw of a page
 * the server drew is the server's page, and adopting it leaves nothing garbled (decision 215).
 * (`useHydrated` is not enough there: Preact answers it false again while a page's slices are
 * still being adopted.)
 */
export function useAfterFirstDraw(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
