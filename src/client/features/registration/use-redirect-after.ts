import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Goes to `path` after `delayMs` once `when` is true (the spec's redirect delays). */
export function useRedirectAfter(when: boolean, path: string, delayMs: number) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(path), delayMs);
    return () => clearTimeout(timer);
  }, [when, path, delayMs, navigate]);
}
