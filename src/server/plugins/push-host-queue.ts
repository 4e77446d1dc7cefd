import http from 'node:http';
import https from 'node:https';

/**
 * One push service host: its jobs wait in lanes, one per owner (`team:7`, `admin:1`), taken in
 * turn. A team with many subscriptions or many messages waiting fills only its own lane, so any
 * other team's alert is at most one job per busy lane behind, not behind all of them.
 */
export interface HostQueue<Job> {
  active: number;
  lanes: Map<string, Job[]>;
  /** Lanes with jobs, in the order they are served; the first is served next. */
  turn: string[];
  agent: http.Agent;
}

export function newHostQueue<Job>(url: URL, perHost: number): HostQueue<Job> {
  const Agent = url.protocol === 'http:' ? http.Agent : https.Agent;
  return {
    active: 0,
    lanes: new Map(),
    turn: [],
    agent: new Agent({ keepAlive: true, maxSockets: perHost }),
  };
}

/** Adds a job at the back of its lane; a lane that was empty joins the turn at the back. */
export function enqueue<Job>(queue: HostQueue<Job>, laneName: string, job: Job) {
  let lane = queue.lanes.get(laneName);
  if (!lane) {
    lane = [];
    queue.lanes.set(laneName, lane);
    queue.turn.push(laneName);
  }
  lane.push(job);
}

/** The next job in turn: the first lane's oldest, that lane then going to the back. */
export function nextJob<Job>(queue: HostQueue<Job>): Job | undefined {
  const name = queue.turn.shift();
  if (name === undefined) return undefined;
  const lane = queue.lanes.get(name)!;
  const job = lane.shift()!;
  if (lane.length > 0) queue.turn.push(name);
  else queue.lanes.delete(name);
  return job;
}
