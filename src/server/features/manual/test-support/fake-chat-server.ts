import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider received: the real HTTP request the `openai` client sent. */
interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/** How the next requests are answered: a status and JSON body, or no answer at all. */
type FakeReply = { status: number; body: unknown } | { hang: true };

export interface FakeChatServer {
  /** The base URL to configure (`.../v1`), as OPENAI_BASE_URL would be. */
  baseUrl: string;
  requests: RecordedRequest[];
  reply(next: FakeReply): void;
  close(): Promise<void>;
}

/** A chat completion as OpenAI-compatible servers send it; `extra` adds top-level fields. */
export function completion(content: string, model: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    ...extra,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A tiny OpenAI-compatible chat-completions server on 127.0.0.1 for tests. */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let next: FakeReply = { status: 200, body: completion('## Summary\nFake answer.', 'fake-model') };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    let body: RecordedRequest['body'] = {};
    try {
      body = JSON.parse(text) as RecordedRequest['body'];
    } catch {
      // recorded as empty
    }
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    if ('hang' in next) {
      hanging.add(response);
      return;
    }
    response.writeHead(next.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(next.body));
  };
  // A failure to answer surfaces as the test run's unhandled rejection.
  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(value) {
      next = value;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
