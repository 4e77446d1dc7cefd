import { CODED, type CodedMessage } from '../shared/coded-messages.ts';
import type { FieldError } from '../shared/errors.ts';
import { HttpError } from './http-errors.ts';

/**
 * The contract's schemas word their field messages with fixed catalogue texts; a failed check
 * hands back only the text, so its code is looked up here, in a map built once. Where two
 * catalogues share a text, the first one's code is kept (message-catalogues.ts).
 */
const BY_TEXT = new Map<string, CodedMessage>();
for (const catalogue of Object.values(CODED)) {
  for (const entry of Object.values(catalogue)) {
    // Stryker disable next-line ConditionalExpression: a function has no `message`; no text is undefined
    if (typeof entry === 'object' && !BY_TEXT.has(entry.message)) BY_TEXT.set(entry.message, entry);
  }
}

/** A schema's field message with its code, or without one when no catalogue holds it. */
export const codedFieldMessage = (message: string): CodedMessage =>
  BY_TEXT.get(message) ?? { message };

/** A 400 for failed field checks: each message once, the first one naming the code. */
export function validationError(errors: FieldError[]): HttpError {
  const unique = [...new Set(errors.map((error) => error.message))];
  // Stryker disable next-line StringLiteral: no field error, no text, and none has a code
  const { code } = codedFieldMessage(unique[0] ?? '');
  return new HttpError(400, { message: unique.join(', '), code }, errors);
}
