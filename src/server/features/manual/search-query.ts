/**
 * Turns a user's question into PostgreSQL tsquery prefix terms ('robot:*', 'size:*').
 * Only runs of letters and digits survive, so nothing the user types can become a tsquery
 * operator; each is then passed as a bound parameter to `to_tsquery('english', $1)`,
 * which stems the words and drops English stop words.
 */

const MAX_TERMS = 24;
const MAX_TERM_LENGTH = 40;
const RULE_ID_IN_TEXT = /<?\b([a-z]{1,5}\d{1,4}[a-z]?)\b>?/gi;

export function questionTerms(question: string): string[] {
  const words =
    question
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.filter((word) => word.length >= 2 && word.length <= MAX_TERM_LENGTH);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Each word as a prefix term ('size:*'); the search matches any of them. */
export function toPrefixTerms(question: string): string[] {
  return questionTerms(question).map((term) => `${term}:*`);
}

/** Rule ids the question names itself ('what does <SG3> mean', 'rule r4'), upper-cased. */
export function mentionedRuleIds(question: string): string[] {
  const ids = [...question.matchAll(RULE_ID_IN_TEXT)].map((match) => match[1]!.toUpperCase());
  return [...new Set(ids)].slice(0, 10);
}
