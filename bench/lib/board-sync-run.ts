import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import * as Y from 'yjs';
import { addToDoc, fromBase64, toBase64 } from '../../src/shared/drawing/board-doc.ts';
import { emptyScene, type SceneElement } from '../../src/shared/drawing/scene.ts';
import { cpuMs } from './cpu.ts';
import { expectStatus, json, request } from './http.ts';
import { openStream, type Arrival } from './fan-out.ts';
import { percentile } from './stats.ts';

/** What one run measured: arrivals on the other editors' streams, POST times, server CPU. */
export interface BoardSyncRun {
  editors: number;
  instances: number;
  updates: number;
  postFailures: number;
  expectedDeliveries: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
  /** The app instances' CPU time per update, steadier than latency on a shared machine. */
  serverCpuMsPerUpdate: number | null;
}

const LOCAL = Symbol('local');

/** A short pen stroke somewhere on an 800 x 600 board. */
function stroke(k: number): SceneElement {
  const x = 20 + ((k * 37) % 700);
  const y = 20 + ((k * 53) % 500);
  const points = Array.from({ length: 12 }, (_, i) => [x + i * 4, y + (i % 3) * 5] as const);
  return { kind: 'pen', colour: 'blue', width: 4, points } as unknown as SceneElement;
}

async function createSharedBoard(appUrl: string, cookies: string[], teamIds: number[]) {
  const created = await request(appUrl, 'POST', '/api/drawings', {
    cookie: cookies[0],
    body: { name: `bench board ${teamIds.length}`, scene: emptyScene() },
  });
  const { id } = json<{ id: number }>(expectStatus(created, 201, 'creating the board'));
  for (const teamId of teamIds.slice(1)) {
    const shared = await request(appUrl, 'POST', `/api/drawings/${id}/shares`, {
      cookie: cookies[0],
      body: { teamId, canEdit: true },
    });
    expectStatus(shared, 200, `sharing the board with team ${teamId}`);
  }
  return id;
}

/** One run: a fresh board shared by `teams`, each drawing `rate` strokes a second for `seconds`. */
export async function runOne(
  appUrls: string[],
  pids: (number | undefined)[],
  teams: { id: number; cookie: string }[],
  seconds: number,
  rate: number,
): Promise<BoardSyncRun> {
  const teamIds = teams.map((t) => t.id);
  const boardId = await createSharedBoard(
    appUrls[0]!,
    teams.map((t) => t.cookie),
    teamIds,
  );
  const urlOf = (index: number) => appUrls[index % appUrls.length]!;
  const docs = new Map<number, Y.Doc>();
  const postedAt = new Map<number, { at: number; by: number }>();
  const arrivals: { seq: number; teamId: number; at: number }[] = [];
  const onEvent: Arrival = (teamId, event, at) => {
    if (event.type !== 'drawing.updated' || event.drawingId !== boardId) return;
    arrivals.push({ seq: event.seq as number, teamId, at });
    const update = typeof event.update === 'string' ? fromBase64(event.update) : null;
    if (update) Y.applyUpdate(docs.get(teamId)!, update);
  };
  const streams = await Promise.all(
    teams.map((t, i) => openStream(urlOf(i), t.id, t.cookie, onEvent)),
  );
  for (const [i, t] of teams.entries()) {
    const answer = await request(urlOf(i), 'GET', `/api/drawings/${boardId}/doc`, {
      cookie: t.cookie,
    });
    const doc = new Y.Doc();
    Y.applyUpdate(
      doc,
      fromBase64(json<{ update: string }>(expectStatus(answer, 200, 'doc')).update)!,
    );
    docs.set(t.id, doc);
  }
  await sleep(300);

  const postMs: number[] = [];
  let postFailures = 0;
  let updates = 0;
  const interval = 1000 / rate;
  const serverCpu = () =>
    pids.reduce<number | null>((sum, pid) => {
      const ms = cpuMs(pid);
      return sum === null || ms === null ? null : sum + ms;
    }, 0);
  const cpuBefore = serverCpu();
  const start = performance.now();
  const editor = async (index: number) => {
    const team = teams[index]!;
    const doc = docs.get(team.id)!;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Editors start spread over one interval, as people do not draw in step.
    for (let k = 0; ; k++) {
      const due = start + (index / teams.length) * interval + k * interval;
      if (due - start > seconds * 1000) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      let update: Uint8Array | null = null;
      const take = (u: Uint8Array, origin: unknown) => {
        if (origin === LOCAL) update = u;
      };
      doc.on('update', take);
      addToDoc(doc, stroke(index * 1000 + k), LOCAL);
      doc.off('update', take);
      if (!update) continue;
      const at = performance.now();
      updates++;
      const response = await request(urlOf(index), 'POST', `/api/drawings/${boardId}/updates`, {
        agent,
        cookie: team.cookie,
        body: { update: toBase64(update) },
      }).catch(() => null);
      postMs.push(performance.now() - at);
      if (response?.status !== 200) {
        postFailures++;
        continue;
      }
      postedAt.set(json<{ seq: number }>(response).seq, { at, by: team.id });
    }
    agent.destroy();
  };
  await Promise.all(teams.map((_, index) => editor(index)));

  const expectedDeliveries = postedAt.size * (teams.length - 1);
  const deadline = performance.now() + 3000;
  const countDelivered = () =>
    arrivals.filter((a) => {
      const post = postedAt.get(a.seq);
      return post !== undefined && post.by !== a.teamId;
    });
  while (countDelivered().length < expectedDeliveries && performance.now() < deadline)
    await sleep(50);
  const cpuAfter = serverCpu();
  for (const s of streams) s.request.destroy();
  const latencies = countDelivered().map((a) => a.at - postedAt.get(a.seq)!.at);
  return {
    editors: teams.length,
    instances: Math.min(appUrls.length, teams.length),
    updates,
    postFailures,
    expectedDeliveries,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    postP50: percentile(postMs, 50),
    postP99: percentile(postMs, 99),
    serverCpuMsPerUpdate:
      cpuBefore === null || cpuAfter === null || updates === 0
        ? null
        : (cpuAfter - cpuBefore) / updates,
  };
}
