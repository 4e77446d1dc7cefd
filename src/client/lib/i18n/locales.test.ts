import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

/**
 * CI check: every language has exactly English's keys, with the same interpolation
 * variables ({{name}}) and the same markup tags (<team>), so no screen falls back to English
 * and no translation drops a value.
 */
type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./locales/*/*.json', { eager: true, import: 'default' });

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const namespacesOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${language}/`))
    .map((path) => path.slice(`./locales/${language}/`.length, -'.json'.length))
    .sort();

const read = (language: string, namespace: string) =>
  flatten(files[`./locales/${language}/${namespace}.json`] ?? {});

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map(([, name, tag]) => name ?? `<${tag}>`)
    .sort();

const namespaces = namespacesOf('en');
const others = LANGUAGES.filter((language) => language !== 'en');

describe('translations', () => {
  it('has a folder per language with the same namespaces as English', () => {
    for (const language of LANGUAGES) {
      expect(namespacesOf(language), language).toEqual(namespaces);
    }
  });

  describe.each(others)('%s', (language) => {
    it.each(namespaces)('%s has exactly the keys English has', (namespace) => {
      const english = read('en', namespace);
      const translated = read(language, namespace);
      expect(
        [...translated.keys()].filter((key) => !english.has(key)),
        'keys English lacks',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((key) => !translated.has(key)),
        'keys missing',
      ).toEqual([]);
    });

    it.each(namespaces)('%s keeps every interpolation variable and tag', (namespace) => {
      const english = read('en', namespace);
      const translated = read(language, namespace);
      for (const [key, text] of translated) {
        expect(placeholders(text), `${namespace}:${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
        expect(text.trim(), `${namespace}:${key} is empty`).not.toBe('');
      }
    });
  });
});

describe('Bluetooth messages', () => {
  it('each message the scan can give has a tracking key with its English words', async () => {
    const { BLUETOOTH_MESSAGES } =
      await import('../../../shared/positioning/bluetooth-messages.ts');
    const english = read('en', 'tracking');
    for (const [key, text] of Object.entries(BLUETOOTH_MESSAGES)) {
      expect(english.get(`bluetooth.${key}`), key).toBe(text);
    }
  });
});
