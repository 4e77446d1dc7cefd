import { useEffect, useState } from 'react';

/**
 * A chosen file's text read by an async parser (the shared CSV readers yield between slices, so
 * a large file never freezes the page): null until the parse of the current text is done, and a
 * parse overtaken by another file is dropped.
 */
export function useParsedFile<T>(
  text: string | null,
  parse: (text: string) => Promise<T>,
): T | null {
  const [parsed, setParsed] = useState<{ text: string; value: T } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void parse(text).then((value) => {
      if (current) setParsed({ text, value });
    });
    return () => {
      current = false;
    };
  }, [text, parse]);
  return text !== null && parsed?.text === text ? parsed.value : null;
}

/** The first `shown` problems by line from the parser's and the page's own, and how many in all. */
export function mergeProblems<P extends { line: number }>(
  first: readonly P[],
  firstTotal: number,
  more: readonly P[],
  shown: number,
) {
  return {
    problems: [...first, ...more].sort((a, b) => a.line - b.line).slice(0, shown),
    total: firstTotal + more.length,
  };
}
