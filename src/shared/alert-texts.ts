import type { Language } from './languages.ts';
import { formatVenueClock, zoneAbbreviation } from './venue-time.ts';

/**
 * An instant on the venue's clock, written in the reader's language when the alert is read
 * ('1:05 PM CDT', '13:05 CDT'): a push is read on a lock screen, far from the app's venue clock,
 * so the zone is named unless `zoneNamed` is false (the start of a range whose end names it).
 */
export interface AlertClock {
  at: string;
  zone: string;
  zoneNamed?: false;
}

/** A value put into a text as it is (names, labels, counts), or a time read in the reader's language. */
type AlertValue = string | number | AlertClock;

/** A catalogue text with its values: a key in its namespace ('booking:clash.match'). */
export interface AlertPhrase {
  key: string;
  params?: Record<string, AlertValue>;
  terms?: Record<string, AlertTerm>;
}

/** Several phrases in a row, joined by the reader's list separator (`notices:listSeparator`). */
interface AlertList {
  list: AlertPhrase[];
}

/** A value that is itself text in the reader's language: a key alone, a phrase, or a list of them. */
type AlertTerm = string | AlertPhrase | AlertList;

/**
 * An alert's words as catalogue keys (the `notices` namespace) and their values, so each reader
 * gets them in their own language: the server writes a push in its subscription's language, a
 * page translates a live alert into the language it speaks. Both read the same catalogues.
 */
export interface AlertText {
  /** A key of the `notices` namespace ('queueNow.title'). */
  key: string;
  /** Interpolated as they are (names, labels); times on the venue's clock; `count` picks the plural. */
  params?: Record<string, AlertValue>;
  /**
   * Values that are catalogue texts themselves ('messages:canned.4', a key with its own values,
   * or a list of those), read in the same language.
   */
  terms?: Record<string, AlertTerm>;
}

/** An alert's title and body, to be read in a language. */
export interface AlertWords {
  title: AlertText;
  body: AlertText;
}

/** i18next's `t`, bound to a language (`getFixedT`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const ALERT_NAMESPACE = 'notices';

const isClock = (value: AlertValue): value is AlertClock => typeof value === 'object';

function readValue(value: AlertValue, language: Language): string | number {
  if (!isClock(value)) return value;
  const clock = formatVenueClock(value.at, value.zone, language);
  return value.zoneNamed === false ? clock : `${clock} ${zoneAbbreviation(value.at, value.zone)}`;
}

/** The values of a text, its times and terms read in `language`. */
function readValues(
  t: Translate,
  language: Language,
  params: AlertPhrase['params'],
  terms: AlertPhrase['terms'],
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {}))
    values[name] = readValue(value, language);
  for (const [name, term] of Object.entries(terms ?? {}))
    values[name] = readTerm(t, language, term);
  return values;
}

function readTerm(t: Translate, language: Language, term: AlertTerm): string {
  if (typeof term === 'string') return t(term);
  if ('list' in term)
    return term.list
      .map((phrase) => readTerm(t, language, phrase))
      .join(t(`${ALERT_NAMESPACE}:listSeparator`));
  return t(term.key, readValues(t, language, term.params, term.terms));
}

/** The title and body in `language`, which `t` speaks. */
export function readAlertWords(
  t: Translate,
  words: AlertWords,
  language: Language,
): { title: string; body: string } {
  const read = (text: AlertText) =>
    readTerm(t, language, { ...text, key: `${ALERT_NAMESPACE}:${text.key}` });
  return { title: read(words.title), body: read(words.body) };
}
