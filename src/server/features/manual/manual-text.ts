/**
 * The text tidying of manual-parser.ts: line endings, Markdown markers, hard-wrapped paragraphs
 * and section chunks. Every pattern here runs on uploaded text and is linear (decision 101).
 */

export const MAX_BODY_CHARS = 20_000;
/** Plain sections are cut into paragraphs of about this size so a search finds the right part. */
const SECTION_CHUNK_CHARS = 1_200;

/** Markdown emphasis and quote markers removed, spacing tidied; the words stay as written. */
export function plain(line: string): string {
  return line
    .replace(/^\s*>\s?/, '')
    .replace(/\*\*|__/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trimEnd();
}

export function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '').replace(/\f/g, '\n');
}

/** The text without any run of these characters at its end (a loop: `/[.:]+$/` is quadratic). */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export function chunkParagraphs(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 2 > SECTION_CHUNK_CHARS) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph;
  }
  if (current) chunks.push(current);
  return chunks.map((chunk) => chunk.slice(0, MAX_BODY_CHARS));
}

const LIST_ITEM = /^\s*(?:[-*+\u2022]|\(?(?:[a-z]|\d{1,2})[.)])\s/i;

/**
 * Hard-wrapped lines (Markdown source, PDF layout) are joined into paragraphs; list items and
 * blank-line paragraph breaks are kept.
 */
export function tidyBody(lines: string[]): string {
  const out: string[] = [];
  let previousBlank = true;
  for (const raw of lines.map(plain)) {
    const line = raw.trim();
    if (!line) {
      if (!previousBlank) out.push('');
      previousBlank = true;
      continue;
    }
    if (previousBlank || LIST_ITEM.test(line) || out.length === 0) out.push(line);
    else out[out.length - 1] = `${out[out.length - 1]} ${line}`;
    previousBlank = false;
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
