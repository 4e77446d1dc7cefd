import { MESSAGE_CATALOGUES } from './message-catalogues.ts';

/**
 * A message with the code that names it (decisions 191, 201, 332): the spec's English, its
 * catalogue entry as `<catalogue>.<key>` for a browser that shows another language, and the
 * values a catalogue function built it with, by argument position (`{"0": "Q12"}`). No code when
 * a value it was built with is missing (a slot with no room): no translation fits it, and the
 * error handler answers with the code of the status.
 */
export type CodedMessage = {
  readonly message: string;
  readonly code?: string;
  readonly params?: Readonly<Record<string, string>>;
};

/** A catalogue's entries as coded messages: texts as they are, functions as functions. */
export type Coded<Catalogue> = {
  readonly [Key in keyof Catalogue]: Catalogue[Key] extends (...args: infer Args) => unknown
    ? (...args: Args) => CodedMessage
    : CodedMessage;
};

type Build = (...args: unknown[]) => unknown;

/**
 * One catalogue function's coded form. A count's message for one, worded apart ('an upcoming
 * interview', no '1' in it), is i18next's `_one` and carries no value.
 */
function codedBuild(code: string, build: Build): (...args: unknown[]) => CodedMessage {
  return (...args) => {
    const message = String(build(...args));
    if (build.length === 1 && args[0] === 1 && !message.includes('1'))
      return { message, code: `${code}_one` };
    if (args.some((arg) => arg === null || arg === undefined)) return { message };
    const params = Object.fromEntries(args.map((arg, index) => [String(index), String(arg)]));
    return { message, code, params };
  };
}

/** A catalogue's coded messages, its entries' codes `<name>.<key>`. */
export function codedCatalogue<Catalogue extends Record<string, unknown>>(
  name: string,
  catalogue: Catalogue,
): Coded<Catalogue> {
  const coded = Object.entries(catalogue).map(([key, value]) => [
    key,
    typeof value === 'function'
      ? codedBuild(`${name}.${key}`, value as Build)
      : { message: String(value), code: `${name}.${key}` },
  ]);
  return Object.freeze(Object.fromEntries(coded)) as Coded<Catalogue>;
}

type Catalogues = typeof MESSAGE_CATALOGUES;

/**
 * Every catalogue's messages, coded where they are raised: `CODED.messages.notCanned`,
 * `CODED.clash.match('Q12', '10:40')`.
 */
export const CODED = Object.freeze(
  Object.fromEntries(
    Object.entries(MESSAGE_CATALOGUES).map(([name, catalogue]) => [
      name,
      codedCatalogue(name, catalogue),
    ]),
  ),
) as { readonly [Name in keyof Catalogues]: Coded<Catalogues[Name]> };
