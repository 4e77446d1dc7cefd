/**
 * Untrusted text inside the assistants' prompts: the question a user typed, and the manual's own
 * words (an uploaded manual is data anyone with admin access wrote). The prompt marks them out
 * with tags; this makes sure no such text can open or close one (decision 114).
 */

/** The tags the user message is built from (manual-answer.ts userPrompt). */
export const PROMPT_TAGS = { rules: 'manual_rules', rule: 'rule', question: 'question' } as const;

export const open = (tag: string) => `<${tag}>`;
export const close = (tag: string) => `</${tag}>`;

/** A rule id citation, the one use of angle brackets the prompt keeps (`<SG1>`, `<R12a>`). */
const CITATION_OR_BRACKET = /<([A-Z]{1,5}\d{1,4}[A-Z]?)>|[<>]/gi;

/**
 * The text with every angle bracket that is not part of a rule id citation turned into a single
 * guillemet (`<` to `‹`, `>` to `›`): `</question>` becomes `‹/question›`, which closes nothing,
 * while `<SG1>` stays citable. The tags' names have no digit, so no tag looks like a citation.
 */
export function promptData(text: string): string {
  return text.replace(CITATION_OR_BRACKET, (match, ruleId: string | undefined) =>
    ruleId ? match : match === '<' ? '\u2039' : '\u203a',
  );
}
