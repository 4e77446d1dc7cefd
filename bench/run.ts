/**
 * `npm run bench`: the budgets of DESIGN section 10, measured against the real server started
 * here as child processes, on PGlite and (with DATABASE_URL) on PostgreSQL, in a temporary
 * database each. Prints a Markdown report and writes it into docs/benchmarks.md.
 *
 *   npm run bench                       PGlite, plus PostgreSQL when DATABASE_URL is set
 *   npm run bench -- --quick            a short smoke run (a tenth of the data-scale data)
 *   npm run bench -- --engine=postgres  one engine only
 *   npm run bench -- --only=hot,bookings,fanout,stalled,boards,queue,scale,attack,memory
 *   npm run bench -- --no-write         print only, leave docs/benchmarks.md alone
 *   npm run bench -- --json r.json      also save the raw results; --render r.json writes them again
 *   npm run bench -- --profile DIR      CPU profiles of the app instances (.cpuprofile) into DIR
 *
 * Every server is started as the README starts it (`npm start`, which runs the compiled server)
 * with the default log level and NODE_ENV=production; the client it serves is a placeholder
 * (the API is measured, and a client build is not part of the run).
 *
 * Only loopback addresses are used. DATABASE_URL's own database is never touched: a new
 * database is created on that server for the run and dropped afterwards.
 *
 * The parts are in bench/run/: the flags and sizes (options.ts), the servers a part runs on
 * (context.ts), a runner per part (event.ts with bookings.ts and streams.ts, scale.ts, attack.ts,
 * memory.ts), and the report's place in docs/benchmarks.md (publish.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { EngineReport, RunReport } from './lib/report.ts';
import { runAttack } from './run/attack.ts';
import {
  createRunContext,
  sampleLoadMax,
  type EnginePart,
  type RunContext,
} from './run/context.ts';
import { measuresEvent, runEventSections } from './run/event.ts';
import { runMemory } from './run/memory.ts';
import { readOptions, type RunOptions } from './run/options.ts';
import { publish } from './run/publish.ts';
import { runScale } from './run/scale.ts';

/** The parts of a run on one engine, each with its own database, and whether the run asks for it. */
const PARTS: Array<{
  name: string;
  asked: (options: RunOptions) => boolean;
  run: (part: EnginePart) => Promise<void>;
}> = [
  { name: 'event', asked: (o) => measuresEvent(o.sections), run: runEventSections },
  { name: 'scale', asked: (o) => o.sections.has('scale'), run: runScale },
  { name: 'attack', asked: (o) => o.sections.has('attack'), run: runAttack },
  { name: 'memory', asked: (o) => o.sections.has('memory'), run: runMemory },
];

async function main(run: RunContext) {
  const { options, log } = run;
  const loadMax = sampleLoadMax();
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const report: RunReport = {
    // The PostgreSQL server is part of how to reproduce the run (a password would not be).
    command: `${process.env.DATABASE_URL ? `DATABASE_URL=${process.env.DATABASE_URL.replace(/\/\/[^@/]*:[^@/]*@/, '//***@')} ` : ''}npm run bench${
      process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''
    }`,
    quick: options.quick,
    startedAt,
    seconds: 0,
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      loadBefore,
      loadMax: 0,
    },
    engines: [],
    errors: [],
  };
  log(
    `Benchmarks on ${report.machine.nproc} cores, Node ${process.version}, load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')}; logs in ${run.workDir}`,
  );

  for (const engine of options.engines) {
    const engineReport: EngineReport = { engine, description: '' };
    report.engines.push(engineReport);
    for (const part of PARTS.filter((p) => p.asked(options))) {
      try {
        await part.run({ run, engine, report: engineReport });
      } catch (error) {
        const message = `${engine} ${part.name}: ${error instanceof Error ? error.message : String(error)}`;
        console.error(message);
        report.errors.push(message);
      }
    }
  }

  report.seconds = (Date.now() - startedAt.getTime()) / 1000;
  report.machine.loadMax = loadMax();
  if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
  publish(report, options, log);
  if (report.errors.length) {
    log(`Server logs kept in ${run.workDir}`);
    process.exitCode = 1;
  } else {
    rmSync(run.workDir, { recursive: true, force: true });
  }
}

const options = readOptions();
if (options.render) {
  const saved = JSON.parse(readFileSync(options.render, 'utf8')) as RunReport;
  publish({ ...saved, startedAt: new Date(saved.startedAt) }, options, (line) => console.log(line));
} else {
  await main(createRunContext(options));
}
