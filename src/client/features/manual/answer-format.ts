/**
 * Reads an assistant's answer (a small subset of Markdown) into blocks the page renders as React
 * elements: headings, bullet lists, rule citation blocks and paragraphs, with bold, emphasis and
 * rule ids inside. Nothing here produces HTML, so model output can never inject markup.
 */
import { markdownHeading } from '../../../shared/markdown-heading.ts';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'rule'; ruleId: string };

export type AnswerBlock =
  | { kind: 'heading'; text: string; known: KnownHeading | null }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'citation'; ruleId: string | null; lines: Inline[][] }
  | { kind: 'paragraph'; lines: Inline[][] };

/** The headings spec 2.12 names, as models and the manual search write them. */
const KNOWN_HEADINGS = [
  'Quote Extraction',
  'Summary',
  'Explanation',
  'Conclusion',
  'Recommendation',
] as const;
export type KnownHeading = (typeof KNOWN_HEADINGS)[number];

// Answers come from a provider and may quote anything, so every pattern here is linear
// (decision 101): no two parts of one can match the same characters.
const BOLD_LINE_HEADING = /^\s*(?:\*\*|__)([^*_]{1,60})(?:\*\*|__)\s*(?::\s*)?$/;
const COLON_HEADING = /^\s*([A-Za-z][A-Za-z ]{2,39}):\s*$/;
const BULLET = /^\s*[-*+\u2022]\s+(\S.*)?$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(\S.*)?$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE_ID = /<([A-Z]{1,5}\d{1,4}[A-Z]?)>/i;
/**
 * **strong**, __strong__, *em*, _em_ (the text between holds no marker of its kind and is at most
 * 300 characters), <SG1>. The cap keeps it linear: unbounded, every opening marker scanned to the
 * end of a long line without its closing one, which is quadratic.
 */
const INLINE =
  /\*\*([^*]{1,300})\*\*|__([^_]{1,300})__|(?<![\w*])\*(?![\s*])([^*]{1,300})(?<!\s)\*(?![\w*])|(?<![\w_])_(?![\s_])([^_]{1,300})(?<!\s)_(?![\w_])|<([A-Z]{1,5}\d{1,4}[A-Z]?)>/gi;

/** 'Summary', 'summary:', 'Key Quote Extraction' all name a known heading. */
export function knownHeading(text: string): KnownHeading | null {
  const plain = text
    .replace(/[*_:#]/g, '')
    .trim()
    .toLowerCase();
  return (
    KNOWN_HEADINGS.find((h) => plain === h.toLowerCase() || plain.endsWith(h.toLowerCase())) ?? null
  );
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    const strong = match[1] ?? match[2];
    const em = match[3] ?? match[4];
    if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (em !== undefined) out.push({ kind: 'em', text: em });
    else out.push({ kind: 'rule', ruleId: match[5]!.toUpperCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

function firstRuleId(text: string): string | null {
  const match = RULE_ID.exec(text.trimStart().slice(0, 12));
  return match ? match[1]!.toUpperCase() : null;
}

/** A line like 'Summary:' or '**Summary**' on its own is a heading when it names a known one. */
function headingOf(line: string): string | null {
  const hashed = markdownHeading(line);
  if (hashed) return hashed.text.replace(/\*\*|__/g, '').trim();
  const bold = BOLD_LINE_HEADING.exec(line);
  if (bold) return bold[1]!.trim();
  const colon = COLON_HEADING.exec(line);
  if (colon && knownHeading(colon[1]!)) return colon[1]!.trim();
  return null;
}

export function parseAnswer(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  const lines = answer.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim() || /^\s*(```|---+\s*$|===+\s*$)/.test(line)) {
      i++;
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      blocks.push({ kind: 'heading', text: heading, known: knownHeading(heading) });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      // Consecutive quote lines form one block; a new rule id at a line start begins another.
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) {
        const text = QUOTE.exec(lines[i]!)![1]!;
        if (quoted.length && firstRuleId(text)) break;
        if (text.trim()) quoted.push(text);
        i++;
      }
      if (quoted.length)
        blocks.push({
          kind: 'citation',
          ruleId: firstRuleId(quoted[0]!),
          lines: quoted.map(parseInline),
        });
      continue;
    }
    const bullet = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (bullet) {
      const ordered = !BULLET.test(line);
      const items: Inline[][] = [];
      while (i < lines.length) {
        const item = (ordered ? NUMBERED : BULLET).exec(lines[i]!);
        if (item) items.push(parseInline(item[1] ?? ''));
        else if (lines[i]!.trim() && /^\s{2,}\S/.test(lines[i]!) && items.length) {
          items[items.length - 1]!.push({ kind: 'text', text: ` ${lines[i]!.trim()}` });
        } else break;
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !headingOf(lines[i]!) &&
      !QUOTE.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    ) {
      paragraph.push(lines[i]!.trim());
      i++;
    }
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph.map(parseInline) });
    else i++;
  }
  return blocks;
}
