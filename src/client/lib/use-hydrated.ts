import { useSyncExternalStore } from 'react';

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
