/**
 * The "attack" section: how fast `/api/health` and a static file answer while the
 * server is under the attacks found against it. Each scenario runs for a bounded time on
 * loopback; a prober asks for health and the file one at a time throughout and records each
 * answer's time.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';

export function uploadPdf(baseUrl: string, cookie: string, pdf: Buffer): Promise<number> {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench manual\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL('/api/manual/documents', baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(payload.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
