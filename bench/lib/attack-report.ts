import { ATTACK_BUDGET_P99_MS, STATIC_FILE, type AttackScenario } from './attack.ts';

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : 'n/a');

/** The section's Markdown: one row per scenario. */
export function renderAttacks(scenarios: AttackScenario[], seconds: number): string {
  const met = (s: AttackScenario) =>
    s.health.p99 < ATTACK_BUDGET_P99_MS && s.staticFile.p99 < ATTACK_BUDGET_P99_MS
      ? 'met'
      : '**missed**';
  const rows = scenarios.map((s) =>
    [
      s.name,
      `${s.attackRequests} (${
        Object.entries(s.attackStatuses)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ') || '-'
      })`,
      `${ms(s.health.p50)} / ${ms(s.health.p99)} / ${ms(s.health.max)} (${s.health.count})`,
      `${ms(s.staticFile.p50)} / ${ms(s.staticFile.p99)} / ${ms(s.staticFile.max)} (${s.staticFile.count})`,
      met(s),
    ].join(' | '),
  );
  return [
    `**Attack** (${seconds} s per scenario; a prober asks for \`GET /api/health\` and a ~100 KB static file \`${STATIC_FILE}\` one at a time each, 10 ms apart, throughout; budget: p99 under ${ATTACK_BUDGET_P99_MS} ms for both):`,
    '',
    '| scenario | attack requests (answers) | health p50 / p99 / max ms (probes) | static file p50 / p99 / max ms (probes) | budget |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
