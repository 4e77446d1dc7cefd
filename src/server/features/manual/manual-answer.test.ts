import { describe, expect, it } from 'vitest';
import { manualSearchAnswer, referencesFor, systemPrompt, userPrompt } from './manual-answer.ts';
import type { RuleRow } from './manual.repo.ts';

const rule = (ruleId: string | null, body: string, title: string | null = null): RuleRow => ({
  ruleId,
  title,
  body,
  section: 'Section 4: Robot Rules',
  documentTitle: 'Sample',
});

const r4 = rule(
  'R4',
  'Starting size. The Robot must fit within 18 in. Parts must stay attached.',
  'Starting size',
);
const sg8 = rule('SG8', 'Horizontal expansion. Up to 24 in.', 'Horizontal expansion');
const section = rule(null, 'Robots are built by students.');

describe('referencesFor', () => {
  it('keeps the cited ids the model was given, in order, without repeats', () => {
    expect(
      referencesFor('Per <SG8> and <r4>, and <SG8> again; <Z9> is invented.', [r4, sg8]),
    ).toEqual(['<SG8>', '<R4>']);
  });

  it('falls back to the given rules when nothing is cited', () => {
    expect(referencesFor('No ids here.', [r4, section, sg8])).toEqual(['<R4>', '<SG8>']);
  });
});

describe('manualSearchAnswer', () => {
  it('quotes the rules word for word, summarises each, and says why', () => {
    const answer = manualSearchAnswer('robot size', [r4, section], 'No model configured.');
    expect(answer).toContain(
      '## Quote Extraction\n> <R4> Starting size. The Robot must fit within 18 in. Parts must stay attached.\n> (Section 4: Robot Rules, Sample)',
    );
    expect(answer).toContain('> Robots are built by students.');
    expect(answer).toContain(
      '## Summary\n- <R4> Starting size \u2013 The Robot must fit within 18 in.\n- Section 4: Robot Rules \u2013 Robots are built by students.',
    );
    expect(answer.trim().endsWith('No model configured.')).toBe(true);
  });

  it('says when nothing matched', () => {
    expect(manualSearchAnswer('zzz', [], 'Why.')).toContain(
      'The manual search found no rule that matches "zzz".',
    );
  });
});

describe('prompts', () => {
  it('grounds the model in the given rules only and asks for the spec headings', () => {
    expect(systemPrompt('model')).toContain('Answer ONLY from the manual rules');
    expect(systemPrompt('model')).toContain(
      '## Quote Extraction, ## Summary, ## Explanation, ## Conclusion, ## Recommendation',
    );
    const prompt = userPrompt('How big?', [r4, sg8]);
    expect(prompt).toContain('Manual: Sample');
    expect(prompt).toContain(
      '<R4> Starting size (Section 4: Robot Rules)\nStarting size. The Robot must fit within 18 in.',
    );
    expect(prompt.trim().endsWith('<question>\nHow big?\n</question>')).toBe(true);
  });
});
