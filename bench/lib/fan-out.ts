/**
 * Event-stream fan-out (DESIGN section 10): many open GET /api/events streams on one instance,
 * messages sent by other teams, and how long each takes to reach its receiver's streams.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CANNED_MESSAGES } from '../../src/shared/canned-messages.ts';
import { mapConcurrent, request } from './http.ts';
import { statusMb } from './memory.ts';
import { percentile } from './stats.ts';

export interface FanOutResult {
  streams: number;
  teamsWithStreams: number;
  openSeconds: number;
  messages: number;
  sendFailures: number;
  expectedDeliveries: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  serverRssMb: number | null;
}

interface Stream {
  teamId: number;
  request: http.ClientRequest;
}

export type Arrival = (
  teamId: number,
  event: { type: string; senderTeamId?: number; receiverTeamId?: number; [key: string]: unknown },
  at: number,
) => void;

export function openStream(
  baseUrl: string,
  teamId: number,
  cookie: string,
  onEvent: Arrival,
): Promise<Stream> {
  const url = new URL('/api/events', baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          if (!opened) {
            opened = true;
            resolve({ teamId, request: req });
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (line.startsWith('data: ')) onEvent(teamId, JSON.parse(line.slice(6)), at);
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', (error) => reject(error));
  });
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    return statusMb(pid, 'VmRSS');
  } catch {
    return null;
  }
}

export async function measureFanOut(options: {
  appUrl: string;
  serverPid: number | undefined;
  teamCookies: ReadonlyMap<number, string>;
  /**
   * More sessions of each team, for streams beyond what one session may hold (the app allows a
   * few streams per session): stream k of a team uses session floor(k / streamsPerSession).
   */
  moreSessions?: ReadonlyArray<ReadonlyMap<number, string>>;
  streamsPerSession?: number;
  streams: number;
  messages: number;
  messagesPerSecond: number;
}): Promise<FanOutResult> {
  const teamIds = [...options.teamCookies.keys()];
  // Pairs of distinct teams, each pair used once: sender 2k, receiver 2k+1.
  const messages = Math.min(options.messages, Math.floor(teamIds.length / 2));
  const pending = new Map<string, number>();
  const latencies: number[] = [];

  const onEvent: Arrival = (teamId, event, at) => {
    if (event.type !== 'messages.created' || event.receiverTeamId !== teamId) return;
    const sentAt = pending.get(`${event.senderTeamId}>${event.receiverTeamId}`);
    if (sentAt !== undefined) latencies.push(at - sentAt);
  };

  const opening = performance.now();
  const sessions = [options.teamCookies, ...(options.moreSessions ?? [])];
  const perSession = options.streamsPerSession ?? Infinity;
  const streamTeams = Array.from({ length: options.streams }, (_, i) => ({
    teamId: teamIds[i % teamIds.length]!,
    session: Math.min(sessions.length - 1, Math.floor(Math.floor(i / teamIds.length) / perSession)),
  }));
  const streams = await mapConcurrent(streamTeams, 50, ({ teamId, session }) =>
    openStream(options.appUrl, teamId, sessions[session]!.get(teamId)!, onEvent),
  );
  const openSeconds = (performance.now() - opening) / 1000;
  const streamsPerTeam = new Map<number, number>();
  for (const s of streams) streamsPerTeam.set(s.teamId, (streamsPerTeam.get(s.teamId) ?? 0) + 1);
  await sleep(500);
  const serverRssMb = rssMb(options.serverPid);

  let sendFailures = 0;
  let expectedDeliveries = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const interval = 1000 / options.messagesPerSecond;
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < messages; k++) {
    const wait = start + k * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const sender = teamIds[2 * k]!;
    const receiver = teamIds[2 * k + 1]!;
    expectedDeliveries += streamsPerTeam.get(receiver) ?? 0;
    pending.set(`${sender}>${receiver}`, performance.now());
    sends.push(
      request(options.appUrl, 'POST', '/api/messages', {
        agent,
        cookie: options.teamCookies.get(sender)!,
        body: {
          receiverTeamId: receiver,
          content: CANNED_MESSAGES[k % CANNED_MESSAGES.length]!.text,
        },
      }).then(
        (response) => {
          if (response.status !== 201) sendFailures++;
        },
        () => {
          sendFailures++;
        },
      ),
    );
  }
  await Promise.all(sends);
  // Give the last events time to arrive (the budget is 1 s).
  const deadline = performance.now() + 3000;
  while (latencies.length < expectedDeliveries && performance.now() < deadline) await sleep(50);
  agent.destroy();
  for (const s of streams) s.request.destroy();

  return {
    streams: streams.length,
    teamsWithStreams: streamsPerTeam.size,
    openSeconds,
    messages,
    sendFailures,
    expectedDeliveries,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    serverRssMb,
  };
}
