import { CODED, codedCatalogue } from '../../../shared/coded-messages.ts';
import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '../../http-errors.ts';

/**
 * PDFs are read off the event loop: a small crafted PDF can take pdf.js seconds of CPU or
 * gigabytes of heap (decision 104). Each document gets a worker thread and a child process with
 * a heap limit and a deadline (past either, the process is killed and the upload refused with a
 * 422), and only `concurrency` are read at once; a few more wait, the rest are told to retry.
 */

export interface PdfLimits {
  /** Past this the reading process is killed. */
  timeoutMs: number;
  /** The reading process's heap (--max-old-space-size); more ends it. */
  maxHeapMb: number;
  /** Documents read at once. */
  concurrency: number;
  /** Documents waiting their turn; beyond this an upload gets a 429. */
  maxWaiting: number;
}

export const PDF_LIMITS: PdfLimits = {
  timeoutMs: 15_000,
  maxHeapMb: 256,
  concurrency: 1,
  maxWaiting: 3,
};

export const PDF_MESSAGES = {
  tooSlow: `That PDF takes too long to read (over ${PDF_LIMITS.timeoutMs / 1000} s). Save it again as a simpler PDF, or upload the manual as Markdown or text.`,
  tooBig:
    'That PDF needs too much memory to read. Save it again as a simpler PDF, or upload the manual as Markdown or text.',
  busy: 'Other manuals are being read right now. Please try again in a minute.',
} as const;
const PDF_CODED = codedCatalogue('pdf', PDF_MESSAGES);

type ReadAnswer =
  { ok: true; text: string } | { ok: false; reason: 'timeout' | 'memory' | 'unreadable' };

const READ_WORKER = new URL('./pdf-read.worker.mjs', import.meta.url);
/** The worker only waits and holds the text; the parsing heap is the child's. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** After the worker's own deadline, the main thread's: the worker is terminated. */
const BACKSTOP_MS = 2_000;

const refusal = (reason: Exclude<ReadAnswer, { ok: true }>['reason']) =>
  reason === 'timeout'
    ? new HttpError(422, PDF_CODED.tooSlow)
    : reason === 'memory'
      ? new HttpError(422, PDF_CODED.tooBig)
      : badRequest(CODED.manual.pdfUnreadable);

/**
 * One document: a worker thread (pdf-read.worker.mjs) that reads it in a child process with a
 * capped heap. Not pdf.js in the worker itself: a worker past its `resourceLimits` heap can take
 * the whole server down with it (Node 20: "Reached heap limit", FATAL, seen with a 20 KB PDF),
 * where a child process past `--max-old-space-size` only ends itself.
 */
function readInWorker(data: Uint8Array, limits: PdfLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(data);
    const worker = new Worker(READ_WORKER, {
      workerData: { data: copy, timeoutMs: limits.timeoutMs, maxHeapMb: limits.maxHeapMb },
      transferList: [copy.buffer],
      execArgv: [],
      resourceLimits: WORKER_LIMITS,
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(backstop);
      action();
      void worker.terminate();
    };
    const backstop = setTimeout(
      () => settle(() => reject(refusal('timeout'))),
      limits.timeoutMs + BACKSTOP_MS,
    );
    worker.once('message', (answer: ReadAnswer) =>
      settle(() => (answer.ok ? resolve(answer.text) : reject(refusal(answer.reason)))),
    );
    worker.once('error', () => settle(() => reject(refusal('unreadable'))));
    worker.once('exit', () => settle(() => reject(refusal('unreadable'))));
  });
}

/** A queue of PDF reads under the given limits. */
export function createPdfReader(limits: PdfLimits = PDF_LIMITS) {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** A free slot, or a place in the queue; a finishing read hands its slot to the first waiting. */
  const acquire = async () => {
    if (running < limits.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= limits.maxWaiting) throw new HttpError(429, PDF_CODED.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else running--;
  };

  return async function readPdfText(data: Uint8Array): Promise<string> {
    await acquire();
    try {
      return await readInWorker(data, limits);
    } finally {
      release();
    }
  };
}

export type PdfReader = ReturnType<typeof createPdfReader>;
