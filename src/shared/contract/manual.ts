import { z } from 'zod';
import { MANUAL } from '../constants.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Upload limits (ours; the spec is silent). A real game manual is about 0.5 MB of text. */
export const MANUAL_LIMITS = {
  uploadMaxMegabytes: 25,
  titleMaxLength: 200,
  contentMaxCharacters: 3_000_000,
} as const;

/** Spec sections 5 and 8 wording, and our own where the spec is silent. */
export const MANUAL_MESSAGES = {
  emptyQuestionTitle: 'Empty Question',
  emptyQuestion: 'Please enter a question about the VEX Robotics game manual.',
  questionTooLong: `Please keep your question under ${MANUAL.questionMaxLength} characters.`,
  unknownModel: 'Choose one of the offered models: gpt-4o or gpt-3.5-turbo.',
  askFailed: 'Failed to get an answer. Please try again.',
  perplexityFailed: 'Failed to get an answer from Perplexity. Please try again.',
  providerTimeout: 'The AI service took too long to answer. Please try again.',
  providerRejectedKey:
    'The AI service refused the server\u2019s API key. Ask the organiser to check it.',
  providerRateLimited: 'The AI service is busy right now. Please try again in a moment.',
  providerFailed: 'The AI service could not answer right now. Please try again.',
  titleRequired: 'Please enter a title for the manual.',
  contentRequired: 'The manual has no text to index.',
  pdfUnreadable: 'That file could not be read as a PDF.',
  pdfWithoutText: 'No text could be found in that PDF (a scanned image cannot be searched).',
  fileRequired: 'Please choose a PDF, Markdown or text file to upload.',
  unsupportedFile: 'Upload a PDF, Markdown (.md) or text (.txt) file.',
  fileTooLarge: `The file is too large: the limit is ${MANUAL_LIMITS.uploadMaxMegabytes} MB.`,
  documentNotFound: 'That manual document does not exist.',
  ruleNotFound: 'That rule is not in the manual.',
} as const;

/** Which mode produced an answer: a model through a provider, or the manual search alone. */
const MANUAL_MODES = ['model', 'manual-search'] as const;

const manualModelSchema = z.enum(
  MANUAL.models.map((m) => m.id) as [
    (typeof MANUAL.models)[number]['id'],
    ...(typeof MANUAL.models)[number]['id'][],
  ],
  { error: MANUAL_MESSAGES.unknownModel },
);

const questionSchema = z
  .string({ error: MANUAL_MESSAGES.emptyQuestion })
  .trim()
  .min(1, MANUAL_MESSAGES.emptyQuestion)
  .max(MANUAL.questionMaxLength, MANUAL_MESSAGES.questionTooLong);

export const askRequestSchema = z.object({
  question: questionSchema,
  model: manualModelSchema.default(MANUAL.defaultModel),
});

export const askPerplexityRequestSchema = z.object({ question: questionSchema });

/** Spec section 3 "Manual answer". `mode` tells plainly which mode answered. */
export const manualAnswerSchema = z.object({
  answer: z.string(),
  modelUsed: z.string(),
  /** The rule ids the answer rests on, written as in the manual: '<SG1>'. */
  references: z.array(z.string()),
  mode: z.enum(MANUAL_MODES),
});

export const perplexityAnswerSchema = manualAnswerSchema.extend({
  /** The web pages the provider cited (URLs). */
  citations: z.array(z.string()),
});

const MANUAL_FORMATS = ['markdown', 'text', 'pdf'] as const;

export const manualDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  format: z.enum(MANUAL_FORMATS),
  isSample: z.boolean(),
  ruleCount: z.number().int(),
  sectionCount: z.number().int(),
  /** Whether the assistants answer from it (the sample stands aside once a real manual exists). */
  inUse: z.boolean(),
  createdAt: z.string(),
});

export const manualDocumentListSchema = z.array(manualDocumentSchema);

/** JSON upload of a Markdown or plain-text manual. PDFs go as multipart/form-data (`file`). */
export const uploadManualRequestSchema = z.object({
  title: z
    .string({ error: MANUAL_MESSAGES.titleRequired })
    .trim()
    .min(1, MANUAL_MESSAGES.titleRequired)
    .max(MANUAL_LIMITS.titleMaxLength, { abort: true })
    .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
  content: z
    .string({ error: MANUAL_MESSAGES.contentRequired })
    .trim()
    .min(1, MANUAL_MESSAGES.contentRequired)
    .max(MANUAL_LIMITS.contentMaxCharacters, 'The manual is too long to index.'),
  format: z.enum(['markdown', 'text']).default('markdown'),
});

/**
 * A rule id as written in a path: 'SG1' (the angle brackets are optional: '<SG1>').
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const RULE_ID_PATTERN = /^[A-Z]{1,5}\d{1,4}[A-Z]?$/;
const NOT_A_RULE_ID = 'Not a rule id (like SG1 or R12)';

/** @public Exported for the ReDoS analysis of every contract pattern (src/server/security). */
export const ruleIdSchema = z
  .string()
  .trim()
  .max(12, { error: NOT_A_RULE_ID, abort: true })
  .transform((value) => value.replace(/^<|>$/g, '').toUpperCase())
  .pipe(z.string().regex(RULE_ID_PATTERN, NOT_A_RULE_ID));

export const ruleParamsSchema = z.object({ ruleId: ruleIdSchema });

export const manualRuleSchema = z.object({
  /** As written in the manual: '<SG1>'. */
  ruleId: z.string(),
  title: z.string().nullable(),
  section: z.string(),
  body: z.string(),
  documentTitle: z.string(),
});

/** What the pages show before anyone asks: which manual and which modes will answer. */
export const manualStatusSchema = z.object({
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), isSample: z.boolean() })),
  modelConfigured: z.boolean(),
  webSearchConfigured: z.boolean(),
});

export type ManualModel = z.infer<typeof manualModelSchema>;
export type ManualAnswer = z.infer<typeof manualAnswerSchema>;
export type PerplexityAnswer = z.infer<typeof perplexityAnswerSchema>;
export type ManualDocument = z.infer<typeof manualDocumentSchema>;
export type ManualRule = z.infer<typeof manualRuleSchema>;
export type ManualStatus = z.infer<typeof manualStatusSchema>;

/** Written as the manual writes it: 'SG1' becomes '<SG1>'. */
export const formatRuleId = (ruleId: string) => `<${ruleId}>`;

export { EXAMPLE_QUESTIONS } from '../manual-examples.ts';
