import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { TOASTS } from '../../../shared/constants.ts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOASTS.durationMs. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** How long a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY_MS = 200;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes one toast, or every toast when no id is given. */
function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; the newest is first and at most TOASTS.limit are kept. A success closes open errors. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  // A success makes earlier errors stale (the retry worked): they close rather than linger.
  const stale =
    options.variant === 'success'
      ? toasts.filter((t) => t.open && t.variant === 'destructive')
      : [];
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOASTS.limit));
  for (const old of stale) dismissToast(old.id);
  return { id, dismiss: () => dismissToast(id) };
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  setToasts([]);
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}
