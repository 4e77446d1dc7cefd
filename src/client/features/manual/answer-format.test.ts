import { describe, expect, it } from 'vitest';
import { knownHeading, parseAnswer, parseInline } from './answer-format.ts';

describe('parseAnswer', () => {
  it('reads headings, citation blocks, lists and paragraphs', () => {
    const blocks = parseAnswer(
      [
        '## Quote Extraction',
        '> <R4> Starting size. The Robot must fit within 18 in.',
        '> (Section 4: Robot Rules)',
        '> <SG8> Expansion up to 24 in.',
        '',
        '**Summary:**',
        '- Fits in an **18 in** cube <R4>.',
        '- Expands later <SG8>.',
        '',
        'Explanation:',
        'First line',
        'second line.',
        '',
        '1. one',
        '2. two',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'citation',
      'citation',
      'heading',
      'list',
      'heading',
      'paragraph',
      'list',
    ]);
    expect(blocks[0]).toEqual({
      kind: 'heading',
      text: 'Quote Extraction',
      known: 'Quote Extraction',
    });
    expect(blocks[1]).toMatchObject({ kind: 'citation', ruleId: 'R4' });
    expect((blocks[1] as { lines: unknown[] }).lines).toHaveLength(2);
    expect(blocks[2]).toMatchObject({ kind: 'citation', ruleId: 'SG8' });
    expect(blocks[3]).toMatchObject({ kind: 'heading', known: 'Summary' });
    expect(blocks[4]).toMatchObject({ kind: 'list', ordered: false });
    expect(blocks[6]).toMatchObject({
      kind: 'paragraph',
      lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line.' }]],
    });
    expect(blocks[7]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('keeps markup as plain text', () => {
    const blocks = parseAnswer('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }]],
      },
    ]);
  });

  it('recognises the spec headings however they are written', () => {
    expect(knownHeading('### Conclusion')).toBe('Conclusion');
    expect(knownHeading('Key Quote Extraction')).toBe('Quote Extraction');
    expect(knownHeading('recommendation:')).toBe('Recommendation');
    expect(knownHeading('Scoring')).toBeNull();
  });
});

describe('parseInline', () => {
  it('finds bold, emphasis and rule ids', () => {
    expect(parseInline('See **this** and _that_ in <sg3>, not snake_case_words.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'strong', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'that' },
      { kind: 'text', text: ' in ' },
      { kind: 'rule', ruleId: 'SG3' },
      { kind: 'text', text: ', not snake_case_words.' },
    ]);
  });
});
