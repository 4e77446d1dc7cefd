/**
 * Splits a game manual's text (Markdown, plain text, or text extracted from a PDF) into rules
 * (a line starting with an id such as `<SG1>`, `<R12>`, `<G3>`) and plain sections, ready for
 * full-text indexing. Pure: no database, no I/O.
 */
import { markdownHeading } from '../../../shared/markdown-heading.ts';
import {
  chunkParagraphs,
  MAX_BODY_CHARS,
  normalise,
  plain,
  tidyBody,
  withoutTrailing,
} from './manual-text.ts';

export type ManualFormat = 'markdown' | 'text' | 'pdf';

export interface ManualEntry {
  /** 'SG1', 'R12', ...; null for a piece of a section that is not a rule. */
  ruleId: string | null;
  /** The headings above it, outermost first: 'Section 2: The Game › Match Rules'. */
  section: string;
  title: string | null;
  body: string;
  position: number;
}

const MAX_ENTRIES = 10_000;
const MAX_TITLE_CHARS = 90;

// Every pattern here runs on uploaded text and is linear (decision 101): no two parts of one can
// match the same characters, so a failed match never retries a split (redos.test.ts checks them).
/** '<SG1>' at a line start, after list or quote markers and an optional bold marker. */
const RULE_START = /^(?:\s|[-*+>]\s)*(?:(?:\*\*|__)\s*)?<([A-Z]{1,5}\d{1,4}[a-z]?)>/;
/** Headings in plain text and PDFs: 'Section 3 – The Game', 'Chapter 2', 'Appendix A: ...'. */
const TEXT_HEADING = /^\s*(?:section|chapter|part|appendix)\s+[\dA-Z][\w.]*(?![\w.]).{0,90}$/i;
const PAGE_NUMBER = /^\s*(?:page\s+)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?\s*$/i;

/**
 * PDFs repeat a header and footer on every page; in the extracted text they would land inside
 * rules. Short lines seen on three or more pages, and bare page numbers, are dropped.
 */
function dropRepeatedPageLines(lines: string[]): string[] {
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = line.trim();
    if (key && key.length <= 120) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return lines.filter((line) => {
    const key = line.trim();
    if (PAGE_NUMBER.test(key)) return false;
    return !(key && (seen.get(key) ?? 0) >= 3 && !RULE_START.test(line));
  });
}

/** 'Starting a Match. Before the Match ...' gives 'Starting a Match'. */
export function ruleTitle(firstLine: string): string | null {
  const bold = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)/.exec(firstLine);
  if (bold) {
    const title = withoutTrailing(bold[1]!.trim(), '.:\u2013\u2014-').trim();
    return title && title.length <= MAX_TITLE_CHARS ? title : null;
  }
  const text = plain(firstLine).trim();
  const cut = /\.\s|:\s|\s[\u2013\u2014-]\s/.exec(text);
  if (!cut || cut.index === 0 || cut.index > MAX_TITLE_CHARS) return null;
  return text.slice(0, cut.index).trim();
}

interface Open {
  ruleId: string | null;
  title: string | null;
  section: string;
  lines: string[];
}

/** Parses a manual; `fallbackSection` names text that comes before any heading. */
export function parseManual(
  text: string,
  format: ManualFormat,
  fallbackSection = 'Manual',
): ManualEntry[] {
  let lines = normalise(text).split('\n');
  if (format === 'pdf') lines = dropRepeatedPageLines(lines);

  const entries: ManualEntry[] = [];
  const headings: string[] = [];
  let open: Open | null = null;

  const sectionName = () => {
    // A lone top heading is the manual's title; below it, the path of headings names the place.
    const path = headings.length > 1 ? headings.slice(1) : headings;
    return path.filter(Boolean).join(' \u203a ') || fallbackSection;
  };

  const push = (entry: Omit<ManualEntry, 'position'>) => {
    if (entries.length < MAX_ENTRIES) entries.push({ ...entry, position: entries.length });
  };

  const flush = () => {
    if (!open) return;
    const body = tidyBody(open.lines);
    if (open.ruleId) {
      if (body)
        push({
          ruleId: open.ruleId,
          title: open.title,
          section: open.section,
          body: body.slice(0, MAX_BODY_CHARS),
        });
    } else {
      for (const chunk of chunkParagraphs(body))
        push({ ruleId: null, title: open.title, section: open.section, body: chunk });
    }
    open = null;
  };

  for (const line of lines) {
    const hashed = format === 'pdf' ? null : markdownHeading(line);
    const textHeading = !hashed && format !== 'markdown' && TEXT_HEADING.test(line);
    if (hashed || textHeading) {
      flush();
      const level = hashed ? hashed.level : 2;
      const heading = plain(hashed ? hashed.text : line).trim();
      headings.length = Math.min(headings.length, level - 1);
      while (headings.length < level - 1) headings.push('');
      headings.push(heading);
      open = { ruleId: null, title: heading, section: sectionName(), lines: [] };
      continue;
    }
    const rule = RULE_START.exec(line);
    if (rule) {
      flush();
      const rest = line.slice(line.indexOf('>', line.indexOf('<')) + 1).trim();
      open = {
        ruleId: rule[1]!.toUpperCase(),
        title: ruleTitle(rest),
        section: sectionName(),
        lines: [rest],
      };
      continue;
    }
    if (!open) open = { ruleId: null, title: null, section: sectionName(), lines: [] };
    open.lines.push(line);
  }
  flush();
  return entries;
}
