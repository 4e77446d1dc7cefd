// The worker thread that reads one PDF for pdf-reader.ts (decision 104). It hands the document to
// a child process with a capped heap (pdf-text-process.mjs), kills it at the deadline, and
// reports the text or why there is none. The fork happens here, so its cost (tens of ms in a
// large server process) never stalls the main thread; the parsing happens in the child, so a
// document that exhausts its heap ends only the child.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { data, timeoutMs, maxHeapMb } = workerData;
const child = fork(fileURLToPath(new URL('./pdf-text-process.mjs', import.meta.url)), [], {
  execArgv: [`--max-old-space-size=${maxHeapMb}`, '--max-semi-space-size=16'],
  env: {},
  serialization: 'advanced',
  stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
});

let answered = false;
const answer = (result) => {
  if (answered) return;
  answered = true;
  clearTimeout(deadline);
  child.kill('SIGKILL');
  parentPort.postMessage(result);
};
const deadline = setTimeout(() => answer({ ok: false, reason: 'timeout' }), timeoutMs);
child.once('message', (result) => answer(result.ok ? result : { ok: false, reason: 'unreadable' }));
child.once('error', () => answer({ ok: false, reason: 'unreadable' }));
// An exit before answering is V8 giving up at the heap limit (or pdf.js crashing).
child.once('exit', () => answer({ ok: false, reason: 'memory' }));
child.send({ data });
