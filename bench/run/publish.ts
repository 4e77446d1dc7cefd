import { renderReport, replaceSection, type RunReport } from '../lib/report.ts';
import { SECTIONS, type RunOptions } from './options.ts';

/**
 * Where a run's report goes in docs/benchmarks.md: a full run in `bench`; a run of some parts
 * in a place of its own (`attack`, `bench-hot-memory`...), so it does not replace the other
 * parts' results.
 */
function reportSection(sections: Set<string>): string {
  if (sections.size === SECTIONS.length) return 'bench';
  if (sections.size === 1 && sections.has('attack')) return 'attack';
  return `bench-${SECTIONS.filter((s) => sections.has(s)).join('-')}`;
}

/** Prints the report as Markdown, and writes it into its section of --out unless --no-write. */
export function publish(
  report: RunReport,
  options: Pick<RunOptions, 'sections' | 'write' | 'out'>,
  log: (line: string) => void,
) {
  const markdown = renderReport(report);
  log(`\n${markdown}`);
  if (options.write) {
    replaceSection(options.out, reportSection(options.sections), markdown);
    log(`Written to ${options.out}`);
  }
}
