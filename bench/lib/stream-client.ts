/**
 * Stalled event streams beside live ones (decision 244): half the streams stop reading
 * as soon as they are open (a phone asleep with its socket up), half keep reading, while the
 * organiser posts announcements, which every stream hears (an `alert` frame carrying the text).
 * Measured: the server's resident memory as it grows, when each announcement reaches each live
 * reader, and how many stalled streams the server cut. Budget: less than 300 MB of growth, live
 * readers p99 under 1 s.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { statusMb } from './memory.ts';

interface OpenedStream {
  request: http.ClientRequest;
  response: http.IncomingMessage;
}

export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/** Opens a stream; a live one parses its frames and reports each alert's title, a stalled one stops reading once open. */
export function openStream(
  baseUrl: string,
  cookie: string,
  live: boolean,
  onAlert: (title: string, at: number) => void,
  onBytes: (n: number) => void,
): Promise<OpenedStream> {
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
        res.on('error', () => undefined);
        res.setEncoding('utf8');
        if (!live) {
          res.once('data', () => {
            res.pause();
            resolve({ request: req, response: res });
          });
          return;
        }
        let buffer = '';
        let opened = false;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          onBytes(chunk.length);
          if (!opened) {
            opened = true;
            resolve({ request: req, response: res });
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (!line.startsWith('data: {"type":"alert"')) continue;
              const event = JSON.parse(line.slice(6)) as { alert: { title: string } };
              onAlert(event.alert.title, at);
            }
          }
        });
      },
    );
    req.on('error', (error) => reject(error));
  });
}
