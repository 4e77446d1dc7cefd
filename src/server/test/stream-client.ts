import { request } from 'node:http';
import { takeFrames } from './sse-frames.ts';

interface StreamFrame {
  id: string | null;
  data: unknown;
}

/**
 * Opens GET /api/events on a listening app like a browser's EventSource: `frames` collects each
 * event with its id, `events` their data, `lastId` follows every `id:` line (the connected
 * frame's too). An empty cookie opens it as a visitor.
 */
export function openStream(base: string, cookie: string, lastEventId?: string) {
  const frames: StreamFrame[] = [];
  let lastId: string | null = null;
  let statusCode = 0;
  let resolveReady = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const req = request(`${base}/api/events`, { headers }, (res) => {
    statusCode = res.statusCode ?? 0;
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const { frames: whole, rest } = takeFrames(buffer + chunk);
      buffer = rest;
      for (const { id, data, connected } of whole) {
        if (id !== null) lastId = id;
        if (data !== null) frames.push({ id, data: JSON.parse(data) });
        if (connected) resolveReady();
      }
    });
    res.on('end', resolveReady);
  });
  req.on('error', () => resolveReady());
  req.end();
  return {
    frames,
    get events() {
      return frames.map((frame) => frame.data);
    },
    ready,
    get lastId() {
      return lastId;
    },
    get statusCode() {
      return statusCode;
    },
    close: () => req.destroy(),
  };
}

/** Waits for a condition, checking every 20 ms, up to `ms`. */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
