import i18next, { type Resource } from 'i18next';
import {
  ALERT_NAMESPACE,
  readAlertWords,
  type AlertWords,
  type Translate,
} from '../../shared/alert-texts.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
// The catalogues the screens read (decision 280): the server writes alerts from the same texts.
import enBooking from '../../client/lib/i18n/locales/en/booking.json' with { type: 'json' };
import enMessages from '../../client/lib/i18n/locales/en/messages.json' with { type: 'json' };
import enNotices from '../../client/lib/i18n/locales/en/notices.json' with { type: 'json' };
import esBooking from '../../client/lib/i18n/locales/es/booking.json' with { type: 'json' };
import esMessages from '../../client/lib/i18n/locales/es/messages.json' with { type: 'json' };
import esNotices from '../../client/lib/i18n/locales/es/notices.json' with { type: 'json' };
import frBooking from '../../client/lib/i18n/locales/fr/booking.json' with { type: 'json' };
import frMessages from '../../client/lib/i18n/locales/fr/messages.json' with { type: 'json' };
import frNotices from '../../client/lib/i18n/locales/fr/notices.json' with { type: 'json' };
import zhBooking from '../../client/lib/i18n/locales/zh/booking.json' with { type: 'json' };
import zhMessages from '../../client/lib/i18n/locales/zh/messages.json' with { type: 'json' };
import zhNotices from '../../client/lib/i18n/locales/zh/notices.json' with { type: 'json' };

const resources: Resource = {
  en: { [ALERT_NAMESPACE]: enNotices, messages: enMessages, booking: enBooking },
  es: { [ALERT_NAMESPACE]: esNotices, messages: esMessages, booking: esBooking },
  fr: { [ALERT_NAMESPACE]: frNotices, messages: frMessages, booking: frBooking },
  zh: { [ALERT_NAMESPACE]: zhNotices, messages: zhMessages, booking: zhBooking },
};

/** An i18next of the server's own (the app's global one belongs to the pages it draws). */
const speaker = i18next.createInstance();
void speaker.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [ALERT_NAMESPACE, 'messages', 'booking'],
  defaultNS: ALERT_NAMESPACE,
  initAsync: false,
  // A push is plain text, never HTML.
  interpolation: { escapeValue: false },
});

// Keys are built at run time (a canned message's id), so the typed keys of i18next.d.ts do not apply.
// `t` with the language as an option, not `getFixedT`: a fixed t copies the instance's options on
// every call, which doubled the cost of a re-import's alerts (decision 300).
const translate = speaker.t.bind(speaker) as unknown as Translate;
const translators = new Map<Language, Translate>(
  LANGUAGES.map((language) => [
    language,
    (key, options) => translate(key, { ...options, lng: language }),
  ]),
);

/** An alert's title and body in `language`. */
export function alertWordsIn(
  language: Language,
  words: AlertWords,
): { title: string; body: string } {
  const t = translators.get(language) ?? translators.get('en')!;
  return readAlertWords(t, words, language);
}
