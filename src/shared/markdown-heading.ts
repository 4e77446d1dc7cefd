/**
 * A Markdown ATX heading line ('## Match Rules ##'), read the same way by the manual parser and
 * the answer formatter. The pattern is linear (decision 101): the closing hashes are trimmed in
 * code rather than by a lazy group followed by overlapping optional parts.
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const MARKDOWN_HEADING_PATTERN = /^\s{0,3}(#{1,6})\s+(\S.*)$/;

/** 'Title ##' gives 'Title'; a text of hashes only stays as it is. */
function withoutClosingHashes(text: string): string {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '#') end--;
  return trimmed.slice(0, end).trimEnd() || trimmed;
}

/** The level (1 to 6) and text of a heading line, or null for any other line. */
export function markdownHeading(line: string): { level: number; text: string } | null {
  const match = MARKDOWN_HEADING_PATTERN.exec(line);
  return match ? { level: match[1]!.length, text: withoutClosingHashes(match[2]!) } : null;
}
