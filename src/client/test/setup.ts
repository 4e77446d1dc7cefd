import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../components/ui/use-toast.ts';

// Lazy pages load slower on a busy CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
