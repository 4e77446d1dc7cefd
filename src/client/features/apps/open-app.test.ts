import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANION_APPS } from './catalogue.ts';
import { openApp } from './open-app.ts';

const app = COMPANION_APPS[0]!;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('openApp', () => {
  it('tries the app link, then opens the store after 500 ms', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    openApp(app, navigate);
    expect(navigate).toHaveBeenCalledWith(app.appLink);
    vi.advanceTimersByTime(499);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenLastCalledWith(app.storeUrl);
  });

  it('does not open the store when the app took over (the page was hidden)', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    openApp(app, navigate);
    setVisibility('hidden');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('links every app to the Play Store', () => {
    expect(COMPANION_APPS.map((a) => a.id)).toEqual(['robotics', 'coding', 'tournament-manager']);
    for (const a of COMPANION_APPS)
      expect(a.storeUrl).toMatch(/^https:\/\/play\.google\.com\/store\//);
  });
});
