/**
 * The baseline for the hot-read budget (DESIGN section 10): a bare Fastify server that answers
 * each recorded path with the very bytes, status and headers the app sent for it. Started as a
 * child process by bench/run.ts; fixtures come from the JSON file named by BARE_FIXTURES.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareFixture {
  /** Path and query, as the load generator requests it. */
  url: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const fixtures = JSON.parse(readFileSync(process.env.BARE_FIXTURES!, 'utf8')) as BareFixture[];
const app = Fastify({ logger: false });

// One route per path; the query string is ignored (each fixture has its own path).
const byPath = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
for (const fixture of fixtures) {
  const path = fixture.url.split('?')[0]!;
  byPath.set(path, {
    status: fixture.status,
    headers: fixture.headers,
    body: Buffer.from(fixture.bodyBase64, 'base64'),
  });
}
for (const [path, fixture] of byPath) {
  app.get(path, (_request, reply) => {
    reply.code(fixture.status).headers(fixture.headers).send(fixture.body);
  });
}

await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
