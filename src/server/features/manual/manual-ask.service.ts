import type {
  ManualAnswer,
  ManualModel,
  PerplexityAnswer,
} from '../../../shared/contract/manual.ts';
import type { AppDb } from '../../db/client.ts';
import {
  manualSearchAnswer,
  MODE_LABELS,
  referencesFor,
  systemPrompt,
  userPrompt,
} from './manual-answer.ts';
import { PERPLEXITY_MODEL, type ChatProvider } from './manual-providers.ts';
import * as repo from './manual.repo.ts';
import { mentionedRuleIds, toPrefixTerms } from './search-query.ts';

/** How many rules a model is given, and how many the manual-search answer quotes. */
const RULES_FOR_MODEL = 6;
const RULES_QUOTED = 3;

const NO_MODEL_NOTE =
  '_No AI model is configured on this server, so this answer was put together by searching the manual: the rules are quoted as written, not interpreted._';
const NO_WEB_SEARCH_NOTE =
  '_No web-search provider is configured on this server, so this answer was put together by searching the manual: the rules are quoted as written, not interpreted, and no web sources were consulted._';
const NO_MATCH_NOTE =
  '_The manual search found nothing to give the AI model, so no model was asked._';
const NO_MANUAL_NOTE =
  '_No game manual has been loaded yet. An organiser can upload one on the Game Manual page._';

export interface AskDeps {
  db: AppDb;
  openai: ChatProvider | null;
  perplexity: ChatProvider | null;
}

/** The rules that best match the question: the ones it names first, then by text rank. */
async function retrieveRules(db: AppDb, question: string, limit: number): Promise<repo.RuleRow[]> {
  const named = await repo.findRules(db, mentionedRuleIds(question));
  const ranked = await repo.searchEntries(db, toPrefixTerms(question), limit);
  const seen = new Set<string>();
  const rules: repo.RuleRow[] = [];
  for (const rule of [...named, ...ranked]) {
    const key = `${rule.documentTitle}\u0000${rule.ruleId ?? ''}\u0000${rule.body.slice(0, 80)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rules.push({
      ruleId: rule.ruleId,
      section: rule.section,
      title: rule.title,
      body: rule.body,
      documentTitle: rule.documentTitle,
    });
  }
  return rules.slice(0, limit);
}

async function manualSearch(
  db: AppDb,
  question: string,
  note: string,
  modelUsed: string,
): Promise<ManualAnswer> {
  const rules = await retrieveRules(db, question, RULES_QUOTED);
  const noManual = rules.length === 0 && (await repo.countDocuments(db)) === 0;
  return {
    answer: manualSearchAnswer(question, rules, noManual ? NO_MANUAL_NOTE : note),
    modelUsed,
    references: referencesFor('', rules),
    mode: 'manual-search',
  };
}

/** POST /api/manual/ask: the chosen model answers from the retrieved rules, or the manual does. */
export async function askManual(
  deps: AskDeps,
  question: string,
  model: ManualModel,
): Promise<ManualAnswer> {
  if (!deps.openai) return manualSearch(deps.db, question, NO_MODEL_NOTE, MODE_LABELS.noModel);
  const rules = await retrieveRules(deps.db, question, RULES_FOR_MODEL);
  if (rules.length === 0) {
    // Nothing to ground an answer in: a model would only guess, so it is not asked.
    return manualSearch(deps.db, question, NO_MATCH_NOTE, MODE_LABELS.noMatch);
  }
  const result = await deps.openai({
    model,
    system: systemPrompt('model'),
    user: userPrompt(question, rules),
  });
  return {
    answer: result.text,
    modelUsed: result.model,
    references: referencesFor(result.text, rules),
    mode: 'model',
  };
}

/** POST /api/manual/ask-perplexity: the web-search model, given the retrieved rules too. */
export async function askPerplexity(deps: AskDeps, question: string): Promise<PerplexityAnswer> {
  if (!deps.perplexity) {
    const answer = await manualSearch(
      deps.db,
      question,
      NO_WEB_SEARCH_NOTE,
      MODE_LABELS.noWebSearch,
    );
    return { ...answer, citations: [] };
  }
  const rules = await retrieveRules(deps.db, question, RULES_FOR_MODEL);
  const result = await deps.perplexity({
    model: PERPLEXITY_MODEL,
    system: systemPrompt('web-search'),
    user: userPrompt(question, rules),
  });
  const cited = referencesFor(result.text, rules);
  return {
    answer: result.text,
    modelUsed: `Perplexity ${result.model}`,
    // Only the rules it actually cites: a web answer may rest on none of them.
    references: cited.filter((id) => result.text.toUpperCase().includes(id)),
    mode: 'model',
    citations: result.citations,
  };
}
