/**
 * The main thread's blocking work in a phone's cold load of a page, from a Chromium trace, as
 * CPU time (decision 246). Lighthouse's total blocking time is simulated from each task's
 * wall-clock length, which a busy machine stretches; a task's CPU time is what the phone's
 * processor must do, and a busy machine barely changes it. Scaled by Lighthouse's 4x mobile
 * slowdown, a task counts for what it exceeds 50 ms by, as in total blocking time.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { phoneContext } from './cold-load.ts';

/** Lighthouse's mobile preset runs the page's CPU 4x slower. */
const CPU_SLOWDOWN = 4;
/** A task up to 50 ms blocks nothing (total blocking time's rule). */
const LONG_TASK_MS = 50;
/** After React has the page, how long the load goes on: its first answers, lazy parts, effects. */
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string }; data?: { url?: string }; name?: string };
}

export interface BlockingWork {
  /** The sum over the load's tasks (from the first paint) of 4x CPU time beyond 50 ms, in ms. */
  blockingMs: number;
  /** The longest task from the first paint, 4x CPU time, in ms. */
  longestMs: number;
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) =>
    events.push(...(chunk.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's renderer main thread and its first contentful paint, or null when the trace lacks them. */
function mainThreadOf(
  events: TraceEvent[],
  url: string,
): { pid: number; tid: number; from: number } | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(url),
  );
  const pid = paint?.pid ?? parse?.pid;
  if (pid === undefined) return null;
  const thread =
    parse && parse.pid === pid
      ? parse.tid
      : events.find(
          (event) =>
            event.ph === 'M' &&
            event.name === 'thread_name' &&
            event.pid === pid &&
            event.args?.name === 'CrRendererMain',
        )?.tid;
  if (thread === undefined) return null;
  return { pid, tid: thread, from: paint?.ts ?? parse?.ts ?? 0 };
}

/**
 * Loads `url` cold in a new context at phone size (with `cookie`, a Cookie header's pairs, when
 * given) and measures the page's main thread from its first contentful paint until the load
 * has settled. A trace that misses the page's thread (it happens, rarely) is taken again.
 */
export async function blockingWork(
  browser: Browser,
  url: string,
  cookie?: string,
  attempts = 3,
): Promise<BlockingWork> {
  const context = await phoneContext(browser, url, cookie, { isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = await traced(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer$'),
        ),
      );
      await page.waitForTimeout(SETTLE_MS);
    });
    const main = mainThreadOf(events, url);
    if (!main) {
      if (attempts > 1) return await blockingWork(browser, url, cookie, attempts - 1);
      throw new Error(`no trace of ${url}'s main thread`);
    }
    const tasks = events
      .filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.ts >= main.from,
      )
      .map((event) => ((event.tdur ?? event.dur ?? 0) / 1000) * CPU_SLOWDOWN);
    return {
      blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}
