// `npm run lighthouse`: Lighthouse (mobile preset) on a fresh server with its own client build,
// data directory and port, in Debian's Chromium: /home and /register as a signed-out visitor,
// /, /home and /register as a signed-out visitor, and /home (where teams book), /dashboard (their
// interviews), /messages, /game-manual, /draw and /track-bots as a demo team signed in through the
// API with its team code. Then the signed-in /home once more on
// slow 3G (DESIGN section 10: a signed-in first render under 2.5 s), from the app alone and through
// deploy/nginx.conf as production runs it (nginx installed from Debian when missing). Beside each
// page's score, its main thread's blocking work as CPU time (bench/lib/main-thread.ts), which a
// busy machine barely changes. Prints the scores with the
// audits that cost points, writes them into docs/benchmarks.md (unless --no-write), and fails
// under the budgets of DESIGN section 10: performance 95, accessibility 100, layout shift < 0.05.
//
//   npm run lighthouse                  every page, scores into docs/benchmarks.md
//   npm run lighthouse -- --no-write    print only
//   npm run lighthouse -- --runs=5      measured runs per page (default 3; the median counts)
//   npm run lighthouse -- --lang=fr-FR --pages=slow3g --no-write
//                                       a phone in another language (the browser's languages and
//                                       Accept-Language), which the server draws pages in (decision 217)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildClient,
  firstPageWeight,
  pageWeight,
  readManifest,
} from '../../bench/lib/client-weight.ts';
import { freePort, ROOT, startApp } from '../../bench/lib/processes.ts';
import { teamSession } from '../../bench/lib/team-session.ts';
import { openBrowser } from '../../bench/lib/cold-load.ts';
import { blockingWork } from '../../bench/lib/main-thread.ts';
import { replaceSection } from '../../bench/lib/report.ts';
import { ensureNginx, makeCertificate, renderNginxConfig, startNginx } from './cluster/nginx.ts';

const MIN_SCORE = 95;
const MIN_ACCESSIBILITY = 100;
const MAX_LAYOUT_SHIFT = 0.05;
const PAGES = [
  { path: '/', route: 'routes/register.tsx', signedIn: false },
  { path: '/home', route: 'routes/home.tsx', signedIn: false },
  { path: '/register', route: 'routes/register.tsx', signedIn: false },
  { path: '/home', route: 'routes/home.tsx', signedIn: true },
  { path: '/dashboard', route: 'routes/dashboard.tsx', signedIn: true },
  { path: '/messages', route: 'routes/messages.tsx', signedIn: true },
  { path: '/game-manual', route: 'routes/game-manual.tsx', signedIn: true },
  { path: '/draw', route: 'routes/drawing-board.tsx', signedIn: true },
  { path: '/track-bots', route: 'routes/track-bots.tsx', signedIn: true },
];
/**
 * DevTools' "Slow 3G" (400 ms round trips, 400 kbit/s) with the mobile preset's 4x slower CPU,
 * applied for real by the browser (Lighthouse's devtools throttling) rather than simulated: the
 * simulation replays the fast local load, where the scripts arrived before the first paint, and
 * so counts them as something the first paint waited for (decision 210).
 */
const SLOW_3G = {
  rttMs: 400,
  throughputKbps: 400,
  requestLatencyMs: 400 * 3.75,
  downloadThroughputKbps: 400 * 0.9,
  uploadThroughputKbps: 400 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const SLOW_3G_BUDGET_MS = 2500;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // nginx's certificate in the slow-3G runs as deployed is self-signed.
  '--ignore-certificate-errors',
];

/** The median of the known values (a run can miss a metric: NaN when no largest paint was recorded). */
function median(values) {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : NaN;
}

/** The slow-3G runs' first and largest paints: medians, and every run's largest paint. */
function slowFigures(runs) {
  const ms = (lhr, id) => lhr.audits[id].numericValue;
  return {
    fcp: median(runs.map((lhr) => ms(lhr, 'first-contentful-paint'))),
    lcp: median(runs.map((lhr) => ms(lhr, 'largest-contentful-paint'))),
    runs: runs.map((lhr) => Math.round(ms(lhr, 'largest-contentful-paint'))),
  };
}

/**
 * nginx with deploy/nginx.conf in front of the app, as production runs it (HTTP/2 over TLS, a
 * self-signed certificate): installed from Debian when missing, as `npm run test:cluster` does.
 */
async function deployedNginx(workDir, appPort) {
  const dir = join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  const binary = ensureNginx((line) => console.log(line));
  const { certificate, certificateKey } = makeCertificate(dir);
  // Ports free now, never derived from the app's (which could be the same one).
  const httpsPort = await freePort();
  const config = renderNginxConfig(readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8'), {
    httpPort: await freePort(),
    httpsPort,
    upstreamPorts: [appPort],
    certificate,
    certificateKey,
  });
  const running = startNginx(binary, dir, config);
  return { url: `https://127.0.0.1:${httpsPort}`, stop: () => running.stop() };
}

const { values: args } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    /** Measured runs per page: the simulated throttling varies run to run, so the median counts. */
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: join(ROOT, 'docs/benchmarks.md') },
    /** Only the pages whose path is one of these (comma-separated; `slow3g` for the slow-3G runs), for a quick look: nothing written. */
    pages: { type: 'string' },
    /** A directory to keep each page's reported run in, as Lighthouse's JSON (for its viewer). */
    save: { type: 'string' },
    /** The phone's language (a BCP 47 tag), as its browser says it; English when absent. Nothing written. */
    lang: { type: 'string' },
  },
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const who = (page) => (page.signedIn ? 'a signed-in team' : 'a visitor');

/** Where an audit points: the selectors (or URLs) of its first few items. */
function itemsOf(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const where = items
    .slice(0, 3)
    .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? item.label ?? '')
    .filter(Boolean)
    .map((text) => `\`${String(text).replace(/^https?:\/\/[^/]+/, '')}\``);
  return where.length
    ? `: ${where.join(', ')}${items.length > 3 ? `, ... (${items.length} items)` : ''}`
    : '';
}

/**
 * The audits of a category that did not get full marks, heaviest first: the scored metrics,
 * then the opportunities and diagnostics that say why (text compression, unused JavaScript...).
 */
function losses(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null || audit.score >= 1) return false;
      if (categoryId === 'accessibility' || ref.weight > 0) return true;
      return audit.scoreDisplayMode === 'metricSavings' && audit.score < 0.9;
    })
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit.id}: score ${Math.round(audit.score * 100)}, weight ${ref.weight}${value}${itemsOf(audit)}`;
    });
}

/** DESIGN section 10's page budgets, on the median run. */
const withinBudget = (r) =>
  r.performance >= MIN_SCORE &&
  r.accessibility >= MIN_ACCESSIBILITY &&
  r.layoutShift < MAX_LAYOUT_SHIFT;

async function main() {
  const loadBefore = os.loadavg();
  const workDir = mkdtempSync(join(os.tmpdir(), 'tc-lighthouse-'));
  const clientDir = join(workDir, 'client');
  console.log(`Building the client into ${clientDir}`);
  buildClient(clientDir);
  const manifest = readManifest(clientDir);
  const weights = {
    firstPage: firstPageWeight(manifest, clientDir).total,
    pages: Object.fromEntries(
      PAGES.map((p) => [p.route, pageWeight(manifest, clientDir, p.route).total]),
    ),
  };

  const server = await startApp({
    name: 'lighthouse server',
    port: await freePort(),
    logFile: join(workDir, 'server.log'),
    dataDir: join(workDir, 'data'),
    clientDir,
    demoData: true,
  });
  /** One Lighthouse run in a browser of its own, so no run inherits another's state. */
  async function audit(url, categories, { cookie, throttling } = {}) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: args.lang
        ? [...CHROME_FLAGS, `--lang=${args.lang}`, `--accept-lang=${args.lang}`]
        : CHROME_FLAGS,
    });
    try {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      };
      const headers = {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(args.lang ? { 'Accept-Language': args.lang } : {}),
      };
      if (Object.keys(headers).length) flags.extraHeaders = headers;
      const config = throttling
        ? { extends: 'lighthouse:default', settings: { throttling, throttlingMethod: 'devtools' } }
        : undefined;
      const runner = await lighthouse(url, flags, config);
      return runner.lhr;
    } finally {
      await chrome.kill();
    }
  }

  const results = [];
  let version = '?';
  let slow3g = null;
  let nginx = null;
  let signedInAs = '?';
  let browser = null;
  try {
    const runs = Math.max(1, Number(args.runs) || 5);
    browser = await openBrowser();
    const session = await teamSession(server.url);
    if (args.save) mkdirSync(args.save, { recursive: true });
    signedInAs = session.team;
    const chosen = args.pages ? PAGES.filter((p) => args.pages.split(',').includes(p.path)) : PAGES;
    for (const [index, page] of chosen.entries()) {
      const options = page.signedIn ? { cookie: session.cookie } : {};
      // One unmeasured visit first, so the server's caches and read models are warm.
      await audit(server.url + page.path, ['performance'], options);
      const measured = [];
      for (let run = 0; run < runs; run++) {
        measured.push(
          await audit(server.url + page.path, ['performance', 'accessibility'], options),
        );
      }
      // Lighthouse's own advice for its variance: take the run with the median performance score.
      const byScore = [...measured].sort(
        (a, b) => a.categories.performance.score - b.categories.performance.score,
      );
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)];
      version = lhr.lighthouseVersion;
      if (args.save) {
        writeFileSync(
          join(
            args.save,
            `${index}-${page.path.slice(1)}-${page.signedIn ? 'team' : 'visitor'}.json`,
          ),
          JSON.stringify(lhr),
        );
      }
      const result = {
        path: page.path,
        route: page.route,
        who: who(page),
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        layoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        allRuns: measured.map((run) => Math.round(run.categories.performance.score * 100)),
        metrics: [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', '),
        performanceLosses: losses(lhr, 'performance'),
        accessibilityLosses: losses(lhr, 'accessibility'),
        runWarnings: lhr.runWarnings ?? [],
        // A run Lighthouse could not measure scores 0: say why rather than leave a bare 0.
        runErrors: measured.flatMap((run, i) =>
          run.runtimeError
            ? [`run ${i + 1}: ${run.runtimeError.code} (${run.runtimeError.message})`]
            : [],
        ),
      };
      // The same page's main-thread work as CPU time (decision 246), which a busy machine barely
      // changes, unlike the simulated blocking time above: the median of as many cold loads.
      const work = [];
      for (let run = 0; run < runs; run++)
        work.push(await blockingWork(browser, server.url + page.path, options.cookie));
      result.cpuBlockingMs = median(work.map((w) => w.blockingMs));
      result.cpuLongestMs = median(work.map((w) => w.longestMs));
      results.push(result);
      console.log(
        `\n${page.path} (${who(page)}): performance ${result.performance} (runs: ${result.allRuns.join(', ')}), accessibility ${result.accessibility}`,
      );
      console.log(`  ${result.metrics}`);
      console.log(
        `  CPU time at 4x: blocking ${Math.round(result.cpuBlockingMs)} ms, longest task ${Math.round(result.cpuLongestMs)} ms`,
      );
      for (const line of result.performanceLosses) console.log(`  performance - ${line}`);
      for (const line of result.accessibilityLosses) console.log(`  accessibility - ${line}`);
      for (const line of result.runWarnings) console.log(`  warning: ${line}`);
      for (const line of result.runErrors) console.log(`  not measured: ${line}`);
    }
    // A signed-in phone's cold first load on slow 3G: the median of `runs` runs, from the app
    // alone (HTTP/1.1) and as deployed, through deploy/nginx.conf (HTTP/2 over TLS).
    const slowRuns = !args.pages || args.pages.split(',').includes('slow3g') ? runs : 0;
    if (slowRuns > 0) {
      nginx = await deployedNginx(workDir, Number(new URL(server.url).port));
      slow3g = {};
      for (const [how, base] of [
        ['app', server.url],
        ['nginx', nginx.url],
      ]) {
        const slow = [];
        for (let run = 0; run < slowRuns; run++) {
          slow.push(
            await audit(`${base}/home`, ['performance'], {
              cookie: session.cookie,
              throttling: SLOW_3G,
            }),
          );
          if (args.save)
            writeFileSync(
              join(args.save, `slow3g-${how}-${run}.json`),
              JSON.stringify(slow.at(-1)),
            );
        }
        slow3g[how] = slowFigures(slow);
        console.log(
          `\nslow 3G, signed-in /home (${how}): first contentful paint ${Math.round(slow3g[how].fcp)} ms, largest ${Math.round(slow3g[how].lcp)} ms (runs: ${slow3g[how].runs.join(', ')} ms)`,
        );
      }
    }
  } finally {
    await browser?.close();
    await nginx?.stop();
    await server.stop();
  }

  const loaded = loadBefore[0] > 2;
  const lines = [
    `Generated by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Lighthouse ${version} with its mobile preset (simulated slow 4G and a 4x slower CPU), Debian's Chromium, a fresh server with the demo event, each page visited once unmeasured and then measured ${args.runs} times, as a signed-out visitor (who gets the prerendered page) or as the demo team ${signedInAs}, signed in through \`POST /api/auth/team-login\` with its team code (the session cookie sent with every request); the run with the median performance score is reported. Node ${process.version}, ${os.availableParallelism()} cores, load average before the run ${loadBefore.map((n) => n.toFixed(2)).join(', ')}.`,
    '',
  ];
  if (loaded) {
    lines.push(
      `> **Taken under load** (load average ${loadBefore[0].toFixed(1)} on ${os.availableParallelism()} cores): the performance score measures the contention, not the app. The accessibility score does not depend on load.`,
      '',
    );
  }
  lines.push(
    '| page | as | performance (median) | every run | accessibility | layout shift | budget (≥ 95, 100, < 0.05) | blocking, CPU time at 4x (longest task) | first-page JS, gzipped (entry + route, static imports) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.who} | ${r.performance} | ${r.allRuns.join(', ')} | ${r.accessibility} | ${r.layoutShift.toFixed(3)} | ${withinBudget(r) ? 'met' : '**missed**'} | ${Math.round(r.cpuBlockingMs)} ms (${Math.round(r.cpuLongestMs)} ms) | ${kb(weights.pages[r.route])} |`,
    ),
    '',
    `*Blocking, CPU time* (decision 246): the same page loaded cold ${args.runs} times more in Chromium at phone size, traced; from the first contentful paint until 4 s after React has the page, each main-thread task's CPU time (not its wall-clock length, which a busy machine stretches) times Lighthouse's 4x slowdown, summed beyond 50 ms a task as total blocking time is; the median. Lighthouse's own total blocking time is simulated from wall-clock task lengths.`,
    '',
    `The entry chunk and its static imports alone: ${kb(weights.firstPage)} gzipped.`,
    '',
  );
  if (slow3g) {
    const seconds = (ms) => (ms / 1000).toFixed(2);
    const line = (figures) =>
      `first contentful paint ${seconds(figures.fcp)} s, largest contentful paint (the team's first screen, drawn by the server: decision 215) ${seconds(figures.lcp)} s (runs: ${figures.runs.map(seconds).join(', ')} s); budget under ${SLOW_3G_BUDGET_MS / 1000} s: ${figures.lcp < SLOW_3G_BUDGET_MS ? 'met' : '**missed**'}`;
    lines.push(
      `**Slow 3G** (400 ms round trips, 400 kbit/s, 4x slower CPU, applied by the browser), the signed-in \`/home\` on a cold load, median of ${slow3g.app.runs.length} runs:`,
      '',
      `- the app alone (HTTP/1.1, six connections): ${line(slow3g.app)};`,
      `- as deployed, through \`deploy/nginx.conf\` (HTTP/2 over TLS): ${line(slow3g.nginx)}.`,
      '',
    );
  }
  const unmeasured = results.flatMap((r) =>
    r.runErrors.map((line) => `- \`${r.path}\` as ${r.who}, ${line}`),
  );
  if (unmeasured.length)
    lines.push(
      'Runs Lighthouse could not measure (they score 0, and count in the median):',
      '',
      ...unmeasured,
      '',
    );
  for (const r of results) {
    if (!r.performanceLosses.length && !r.accessibilityLosses.length) continue;
    lines.push(`Audits that cost points on \`${r.path}\` as ${r.who} (${r.metrics}):`, '');
    for (const line of r.performanceLosses) lines.push(`- performance: ${line}`);
    for (const line of r.accessibilityLosses) lines.push(`- accessibility: ${line}`);
    lines.push('');
  }
  const markdown = lines.join('\n');
  console.log(`\n${markdown}`);
  if (!args['no-write'] && !args.pages && !args.lang)
    replaceSection(args.out, 'lighthouse', markdown);
  rmSync(workDir, { recursive: true, force: true });

  const failed = results.filter((r) => !withinBudget(r));
  if (failed.length) {
    console.error(
      `\nOver budget (performance ${MIN_SCORE}, accessibility ${MIN_ACCESSIBILITY}, layout shift < ${MAX_LAYOUT_SHIFT}): ${failed.map((r) => `${r.path} as ${r.who} (performance ${r.performance}, accessibility ${r.accessibility}, layout shift ${r.layoutShift.toFixed(3)})`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
