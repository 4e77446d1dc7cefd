/**
 * Messages by code (decisions 191, 201): every fixed message of a catalogue is
 * `<catalogue>.<key>`; a message a catalogue function builds with values is its entry's code with
 * the values by argument position (`{"0": "Q12", "1": "10:40"}`). The server answers its errors
 * with them; the browser reads its own shared-rule messages (an import's bad lines) the same way.
 */
export type MessageCode = { code: string; params?: Record<string, string> };
export type Catalogues = Record<string, Record<string, unknown>>;

type Entry = readonly [catalogue: string, key: string, value: unknown];
function entriesOf(catalogues: Catalogues): Entry[] {
  return Object.entries(catalogues).flatMap(([catalogue, messages]) =>
    Object.entries(messages).map(([key, value]) => [catalogue, key, value] as const),
  );
}

/** A stand-in for argument `index` (private-use characters), found again in the text a catalogue function builds. */
const placeholder = (index: number) => `\uE000${index}\uE001`;

/**
 * A catalogue function's message with each argument as a placeholder, split at them: literal
 * texts at even positions, argument indexes at odd ones. Null when the function does not put
 * every argument into its text as it came (it counts with it, say).
 */
function templateOf(build: (...args: string[]) => unknown): (string | number)[] | null {
  const args = Array.from({ length: build.length }, (_, index) => placeholder(index));
  let text: unknown;
  try {
    text = build(...args);
  } catch {
    return null;
  }
  if (typeof text !== 'string' || !args.every((arg) => text.includes(arg))) return null;
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, position) => (position % 2 === 1 ? Number(part) : part));
}

/**
 * English message → code, for every fixed message of the catalogues; a text two catalogues share
 * keeps the first one's code.
 */
function fixedCodes(entries: Entry[]): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  const add = (text: unknown, code: string) => {
    if (typeof text === 'string' && !codes.has(text)) codes.set(text, code);
  };
  for (const [catalogue, key, value] of entries) {
    if (typeof value === 'string') add(value, `${catalogue}.${key}`);
    // A count's message for one, worded apart ('an upcoming interview'), is i18next's `_one`.
    if (typeof value === 'function' && value.length === 1) {
      const one: unknown = (value as (count: number) => unknown)(1);
      if (typeof one === 'string' && !one.includes('1')) add(one, `${catalogue}.${key}_one`);
    }
  }
  return codes;
}

function templates(entries: Entry[]) {
  return entries.flatMap(([catalogue, key, value]) => {
    const parts =
      typeof value === 'function' && value.length > 0
        ? templateOf(value as (...args: string[]) => unknown)
        : null;
    return parts ? [{ code: `${catalogue}.${key}`, parts }] : [];
  });
}

/**
 * The values a template's placeholders stand for in `message`, or null when it is not that
 * template's message. The literal texts are found from the end, each value non-empty: no regular
 * expression (a message can carry what a user typed), and a label an organiser typed, which comes
 * first in these messages, may hold any of the words after it ('Lunch (hall B)').
 */
function valuesIn(
  parts: readonly (string | number)[],
  message: string,
): Record<string, string> | null {
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  if (!message.startsWith(first) || !message.endsWith(last)) return null;
  const values: Record<string, string> = {};
  let end = message.length - last.length;
  for (let position = parts.length - 2; position > 1; position -= 2) {
    const before = parts[position - 1] as string;
    const at = message.lastIndexOf(before, end - before.length - 1);
    if (at <= first.length) return null;
    values[String(parts[position])] = message.slice(at + before.length, end);
    end = at;
  }
  if (end <= first.length) return null;
  values[String(parts[1])] = message.slice(first.length, end);
  return values;
}

/** Reads messages against the catalogues: the code of one, or null when none words it. */
export function messageCoder(catalogues: Catalogues): (message: string) => MessageCode | null {
  const entries = entriesOf(catalogues);
  const fixed = fixedCodes(entries);
  const built = templates(entries);
  return (message) => {
    const code = fixed.get(message);
    if (code) return { code };
    for (const template of built) {
      const params = valuesIn(template.parts, message);
      if (params) return { code: template.code, params };
    }
    return null;
  };
}

/** A translation with the values a message was built with put into its `{{0}}`, `{{1}}`… */
export const fillValues = (text: string, params: Readonly<Record<string, string>> = {}) =>
  text.replace(/\{\{(\d+)\}\}/g, (_, index: string) => params[index] ?? '');
