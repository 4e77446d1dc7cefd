import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToasts } from '../components/ui/toaster.tsx';
// Tests read the spec's English texts (the i18n module starts in English when nothing is chosen).
import '../lib/i18n/i18n.ts';
import { resetToasts } from '../components/ui/use-toast.ts';
import { ResponseContractError } from '../lib/endpoint.ts';

// Lazy pages load slower on a busy CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5000 });

// Toasts' code loads with the first toast in the app; tests draw them at once, as a warm app does.
beforeAll(async () => {
  await loadToasts();
});

/**
 * A fake answer outside its contract fails the test that sent it, even when the page only shows
 * that it could not load: fixtures must be what the server sends (decision 134). lib/endpoint.ts
 * logs each such answer; a test that means to send one silences console.error itself.
 */
let contractErrors: ResponseContractError[] = [];
beforeEach(() => {
  contractErrors = [];
  const log = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] instanceof ResponseContractError) contractErrors.push(args[0]);
    log(...args);
  });
});

afterEach(() => {
  const broken = contractErrors.map((error) => error.message);
  contractErrors = [];
  if (broken.length)
    throw new Error(`A fake answer is outside its contract:\n${[...new Set(broken)].join('\n')}`);
});

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
