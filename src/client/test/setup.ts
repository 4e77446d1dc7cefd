// Effects on the app's timing (decision 198).
import '../lib/effects-timing.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadToasts } from '../components/ui/toaster.tsx';
// Tests read the spec's English texts (the i18n module starts in English when nothing is chosen).
import '../lib/i18n/i18n.ts';
import { resetToasts } from '../components/ui/use-toast.ts';

// Lazy pages load slower on a busy CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5000 });

// Toasts' code loads with the first toast in the app; tests draw them at once, as a warm app does.
beforeAll(async () => {
  await loadToasts();
});

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
