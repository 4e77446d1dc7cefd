import i18next from 'i18next';
import { ALERT_NAMESPACE, readAlertWords, type Translate } from '../../../shared/alert-texts.ts';
import type { PushPayload } from '../../../shared/contract/push.ts';
import { languageOf } from './languages.ts';

/** English alert texts, fetched with the first alert (no page needs them before). */
async function loadNotices(): Promise<void> {
  if (i18next.resolvedLanguage === 'en' || !i18next.resolvedLanguage) {
    if (i18next.hasResourceBundle('en', ALERT_NAMESPACE)) return;
    const { default: english } = await import('./locales/en/notices.json');
    if (!i18next.hasResourceBundle('en', ALERT_NAMESPACE))
      i18next.addResourceBundle('en', ALERT_NAMESPACE, english);
    return;
  }
  await i18next.loadNamespaces(ALERT_NAMESPACE);
}

/**
 * A live alert's title and body in the language the page speaks now (decision 280): read from its
 * words (catalogue keys) when it has them, else as the server wrote it (English).
 */
export async function alertInPageLanguage(
  alert: PushPayload,
): Promise<{ title: string; body: string }> {
  if (!alert.words) return { title: alert.title, body: alert.body };
  try {
    await loadNotices();
    // A title with a count is found by its plural form ('reminder.title_other').
    const { key, params } = alert.words.title;
    const count = typeof params?.count === 'number' ? { count: params.count } : undefined;
    if (!i18next.exists(`${ALERT_NAMESPACE}:${key}`, count))
      return { title: alert.title, body: alert.body };
    // The keys come from the server at run time, outside the typed keys of i18next.d.ts.
    return readAlertWords(
      i18next.t.bind(i18next) as unknown as Translate,
      alert.words,
      languageOf(i18next.resolvedLanguage) ?? 'en',
    );
  } catch {
    return { title: alert.title, body: alert.body };
  }
}
