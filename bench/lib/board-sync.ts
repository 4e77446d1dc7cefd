/**
 * Live co-editing of one board (decision 290): several editors, each a team
 * with its own copy of the board's Yjs document and its own live event stream, add a stroke at a
 * steady rate each; every update is timed from the start of its POST to its arrival on every
 * other editor's stream. Editors are spread over the instances given (with two, half the
 * arrivals cross instances through the database's NOTIFY).
 */
import { runOne, type BoardSyncRun } from './board-sync-run.ts';
import { formatMs } from './stats.ts';

export const BOARD_SYNC_BUDGET_P99_MS = 500;

export interface BoardSyncResult {
  seconds: number;
  updatesPerEditorPerSecond: number;
  runs: BoardSyncRun[];
}

export async function measureBoardSync(options: {
  appUrls: string[];
  /** The app instances' processes, for their CPU time. */
  pids: (number | undefined)[];
  teams: { id: number; cookie: string }[];
  editorCounts: number[];
  seconds: number;
  updatesPerEditorPerSecond: number;
  log: (line: string) => void;
}): Promise<BoardSyncResult> {
  const runs: BoardSyncRun[] = [];
  let used = 0;
  for (const editors of options.editorCounts) {
    // A fresh board and fresh teams for each run (a team keeps at most 50 boards).
    const teams = options.teams.slice(used, used + editors);
    used += editors;
    const run = await runOne(
      options.appUrls,
      options.pids,
      teams,
      options.seconds,
      options.updatesPerEditorPerSecond,
    );
    options.log(
      `  ${editors} editors: ${run.deliveries}/${run.expectedDeliveries} arrivals, p50 ${formatMs(run.p50)} ms, p99 ${formatMs(run.p99)} ms (POST p99 ${formatMs(run.postP99)} ms, ${run.postFailures} refused), server CPU ${formatMs(run.serverCpuMsPerUpdate ?? Number.NaN)} ms per update`,
    );
    runs.push(run);
  }
  return {
    seconds: options.seconds,
    updatesPerEditorPerSecond: options.updatesPerEditorPerSecond,
    runs,
  };
}

export const boardSyncMet = (run: BoardSyncRun) =>
  run.p99 < BOARD_SYNC_BUDGET_P99_MS &&
  run.postFailures === 0 &&
  run.deliveries === run.expectedDeliveries;

export function renderBoardSync(result: BoardSyncResult): string {
  const yes = (ok: boolean) => (ok ? 'met' : '**missed**');
  return [
    `**Board co-editing** (decision 290): on one board, each editor a team with its own copy of the board's document and its own \`GET /api/events\` stream, adds a 12-point stroke ${result.updatesPerEditorPerSecond} times a second for ${result.seconds} s (\`POST /api/drawings/{id}/updates\`); each update timed from the start of its POST to its arrival on every other editor's stream (budget: p99 under ${BOARD_SYNC_BUDGET_P99_MS} ms):`,
    '',
    '| editors | instances | updates (refused) | arrivals | POST to arrival p50 / p99 / max ms | POST p50 / p99 ms | server CPU ms per update | budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.runs.map(
      (r) =>
        `| ${r.editors} | ${r.instances} | ${r.updates} (${r.postFailures}) | ${r.deliveries}/${r.expectedDeliveries} | ${formatMs(r.p50)} / ${formatMs(r.p99)} / ${formatMs(r.max)} | ${formatMs(r.postP50)} / ${formatMs(r.postP99)} | ${formatMs(r.serverCpuMsPerUpdate ?? Number.NaN)} | ${yes(boardSyncMet(r))} |`,
    ),
    '',
  ].join('\n');
}
