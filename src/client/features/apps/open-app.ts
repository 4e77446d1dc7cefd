import { APPS } from '../../../shared/constants.ts';
import type { CompanionApp } from './catalogue.ts';

/**
 * Tries the app link; if the page is still showing after APPS.storeFallbackMs (spec: 500 ms),
 * nothing took over, so it opens the store page instead.
 */
export function openApp(
  app: CompanionApp,
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const fallback = setTimeout(() => {
    document.removeEventListener('visibilitychange', onHidden);
    if (document.visibilityState !== 'hidden') navigate(app.storeUrl);
  }, APPS.storeFallbackMs);
  function onHidden() {
    if (document.visibilityState === 'hidden') {
      clearTimeout(fallback);
      document.removeEventListener('visibilitychange', onHidden);
    }
  }
  document.addEventListener('visibilitychange', onHidden);
  navigate(app.appLink);
}
