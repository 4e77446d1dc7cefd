import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseManual, ruleTitle } from './manual-parser.ts';
import { mentionedRuleIds, questionTerms, toPrefixTerms } from './search-query.ts';

const sample = readFileSync(new URL('./sample-manual.md', import.meta.url), 'utf8');

describe('parseManual on the sample manual', () => {
  const entries = parseManual(sample, 'markdown');
  const rules = entries.filter((e) => e.ruleId);

  it('finds every rule once, in order', () => {
    expect(rules).toHaveLength(45);
    expect(new Set(rules.map((r) => r.ruleId)).size).toBe(45);
    expect(rules.slice(0, 3).map((r) => r.ruleId)).toEqual(['SG1', 'SG2', 'SG3']);
    expect(entries.map((e) => e.position)).toEqual(entries.map((_, i) => i));
  });

  it("keeps a rule's title, section and its words as one paragraph", () => {
    const r4 = rules.find((r) => r.ruleId === 'R4')!;
    expect(r4.title).toBe('Starting size');
    expect(r4.section).toBe('Section 4: Robot Rules');
    expect(r4.body).toMatch(
      /^Starting size\. At the start of every Match, the Robot must fit within a volume of 18 in \(457\.2 mm\) long/,
    );
    expect(r4.body).not.toContain('\n');
    expect(r4.body).not.toContain('**');
  });

  it('keeps text that is not a rule as sections, and labels the sample', () => {
    const intro = entries[0]!;
    expect(intro.ruleId).toBeNull();
    expect(intro.body).toContain('This is a SAMPLE manual.');
    expect(entries.find((e) => e.title === 'Game Definitions')?.section).toBe(
      'Section 2: The Game \u203a Game Definitions',
    );
  });
});

describe('parseManual on other layouts', () => {
  it('reads PDF text: headings, rules with dashes, no repeated page headers or page numbers', () => {
    const page = (n: number, lines: string[]) => [
      'Orbit Relay Manual | Game Manual',
      ...lines,
      String(n),
    ];
    const text = [
      ...page(1, [
        'Section 3 \u2013 The Game',
        '<SG1> Starting a Match \u2013 Each robot must start in',
        'its launch circle.',
      ]),
      ...page(2, [
        'a. It touches its alliance wall.',
        'b. It holds one comet.',
        '<R2> Robot size: Robots fit in 18 in.',
      ]),
      ...page(3, ['Section 4 \u2013 Robots', 'Robots are built by students.']),
    ].join('\n');
    const entries = parseManual(text, 'pdf', 'Orbit');
    expect(entries.map((e) => [e.ruleId, e.title, e.section])).toEqual([
      ['SG1', 'Starting a Match', 'Section 3 \u2013 The Game'],
      ['R2', 'Robot size', 'Section 3 \u2013 The Game'],
      [null, 'Section 4 \u2013 Robots', 'Section 4 \u2013 Robots'],
    ]);
    expect(entries[0]!.body).toBe(
      'Starting a Match \u2013 Each robot must start in its launch circle.\na. It touches its alliance wall.\nb. It holds one comet.',
    );
    expect(entries.some((e) => e.body.includes('Game Manual'))).toBe(false);
  });

  it('names text before any heading after the document, and ignores ids mentioned mid-line', () => {
    const entries = parseManual('Read <SG1> first.\n<G1> Be kind. Always.', 'text', 'My manual');
    expect(entries).toEqual([
      { ruleId: null, title: null, section: 'My manual', body: 'Read <SG1> first.', position: 0 },
      {
        ruleId: 'G1',
        title: 'Be kind',
        section: 'My manual',
        body: 'Be kind. Always.',
        position: 1,
      },
    ]);
  });

  it('cuts long sections into paragraph-sized pieces', () => {
    const paragraph = 'Words about the field. '.repeat(30);
    const entries = parseManual(
      `## Field\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}`,
      'markdown',
    );
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((e) => e.title === 'Field' && e.body.length <= 1_500)).toBe(true);
  });

  it('gives no entries for a manual without text', () => {
    expect(parseManual('# Title\n\n## Empty\n', 'markdown')).toEqual([]);
  });
});

describe('ruleTitle', () => {
  it.each([
    ['**Starting a Match.** Before the Match', 'Starting a Match'],
    ['Starting a Match \u2013 Before the Match', 'Starting a Match'],
    ['Robot size: Robots fit', 'Robot size'],
    [
      'A very long opening sentence that goes on and on without any separator at all for a long while, really',
      null,
    ],
    ['no separator', null],
  ])('%j gives %j', (line, title) => expect(ruleTitle(line)).toBe(title));
});

describe('search terms from a question', () => {
  it('keeps only letters and digits, as prefix terms', () => {
    expect(toPrefixTerms("What's the robot's size? (max) & | ! :* <-> 'x'")).toEqual([
      'what:*',
      'the:*',
      'robot:*',
      'size:*',
      'max:*',
    ]);
    expect(toPrefixTerms('!!! :* |')).toEqual([]);
  });

  it('drops repeats and limits the number of terms', () => {
    expect(questionTerms('Size SIZE size')).toEqual(['size']);
    expect(questionTerms(Array.from({ length: 40 }, (_, i) => `word${i}`).join(' '))).toHaveLength(
      24,
    );
  });

  it('finds rule ids the question names', () => {
    expect(mentionedRuleIds('What do <SG3> and rule r12 say, and sg3 again?')).toEqual([
      'SG3',
      'R12',
    ]);
    expect(mentionedRuleIds('a 2v2 match on a 12ft field')).toEqual([]);
  });
});
