import { useEffect, useState, type ComponentType } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useToast } from './use-toast.ts';

let loaded: ComponentType | null = null;

/** Loads the code that draws toasts (Radix Toast); resolves once they can be drawn. */
export function loadToasts(): Promise<ComponentType> {
  return import('./toast-list.tsx').then((module) => (loaded = module.ToastList));
}

/**
 * Renders the toasts raised with `toast()`; mount once near the root (inside the query client).
 * Their code is not part of the first page (DESIGN section 10, decision 145): it loads when a
 * write starts (most toasts report one, so it is there when its answer comes) or with the first
 * toast; a toast raised before it has loaded is kept in the store and drawn once it has.
 */
export function Toaster() {
  const { toasts } = useToast();
  const writing = useIsMutating() > 0;
  const [List, setList] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (List || (toasts.length === 0 && !writing)) return;
    let current = true;
    loadToasts().then(
      (component) => current && setList(() => component),
      () => {}, // offline and not cached yet: tried again with the next toast
    );
    return () => {
      current = false;
    };
  }, [List, toasts, writing]);
  return List ? <List /> : null;
}
