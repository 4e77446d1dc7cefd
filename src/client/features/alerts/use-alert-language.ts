import { useEffect } from 'react';
import i18next from 'i18next';
import { languageOf } from '../../lib/i18n/languages.ts';

/**
 * While someone is signed in, a change of the app's language is told to the server with this
 * browser's push subscription, if alerts are on here: the next push comes in the new language
 * (decision 280). The subscription code loads only when the language changes.
 */
export function useAlertLanguage(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const changed = (language: string) => {
      void import('./push-subscription.ts')
        .then(({ tellAlertLanguage }) => tellAlertLanguage(languageOf(language) ?? 'en'))
        .catch(() => undefined);
    };
    i18next.on('languageChanged', changed);
    return () => i18next.off('languageChanged', changed);
  }, [signedIn]);
}
