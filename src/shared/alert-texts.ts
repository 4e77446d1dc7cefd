/**
 * An alert's words as catalogue keys (the `notices` namespace) and their values, so each reader
 * gets them in their own language: the server writes a push in its subscription's language, a
 * page translates a live alert into the language it speaks. Both read the same catalogues.
 */
export interface AlertText {
  /** A key of the `notices` namespace ('queueNow.title'). */
  key: string;
  /** Interpolated as they are (names, labels, times); `count` picks the plural. */
  params?: Record<string, string | number>;
  /**
   * Values that are catalogue texts themselves ('messages:canned.4', or a key with its own values),
   * read in the same language.
   */
  terms?: Record<string, string | { key: string; params: Record<string, string | number> }>;
}

/** An alert's title and body, to be read in a language. */
export interface AlertWords {
  title: AlertText;
  body: AlertText;
}

/** i18next's `t`, bound to a language (`getFixedT`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const ALERT_NAMESPACE = 'notices';

/** One alert text in the language `t` speaks. */
function readAlertText(t: Translate, text: AlertText): string {
  const terms: Record<string, string> = {};
  for (const [name, term] of Object.entries(text.terms ?? {}))
    terms[name] = typeof term === 'string' ? t(term) : t(term.key, term.params);
  return t(`${ALERT_NAMESPACE}:${text.key}`, { ...text.params, ...terms });
}

/** The title and body in the language `t` speaks. */
export function readAlertWords(t: Translate, words: AlertWords): { title: string; body: string } {
  return { title: readAlertText(t, words.title), body: readAlertText(t, words.body) };
}
