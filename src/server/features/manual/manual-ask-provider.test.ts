import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANUAL_MESSAGES } from '../../../shared/contract/manual.ts';
import type { AppConfig } from '../../config.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import type { ProviderSettings } from './manual-providers.ts';
import {
  completion,
  startFakeChatServer,
  type FakeChatServer,
} from './test-support/fake-chat-server.ts';

const OPENAI_KEY = 'sk-test-openai-key';
const PERPLEXITY_KEY = 'pplx-test-key';
const TIMEOUT_MS = 400;

let t: TestApp;
let openai: FakeChatServer;
let perplexity: FakeChatServer;

beforeAll(async () => {
  openai = await startFakeChatServer();
  perplexity = await startFakeChatServer();
  const provider = (server: FakeChatServer, apiKey: string): ProviderSettings => ({
    apiKey,
    baseUrl: server.baseUrl,
    timeoutMs: TIMEOUT_MS,
  });
  t = await createTestApp({
    openai: provider(openai, OPENAI_KEY) as AppConfig['openai'],
    perplexity: provider(perplexity, PERPLEXITY_KEY) as AppConfig['perplexity'],
  });
});
afterAll(async () => {
  await t.close();
  await openai.close();
  await perplexity.close();
});
beforeEach(() => {
  openai.requests.length = 0;
  perplexity.requests.length = 0;
});

/** Questions are rate-limited per team: each call asks as a new team. */
async function post(url: string, payload: object) {
  const cookie = await signInTeam(t.app, await buildRegisteredTeam(t.db));
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}
const ask = (payload: object) => post('/api/manual/ask', payload);
const askWeb = (payload: object) => post('/api/manual/ask-perplexity', payload);

const SIZE_QUESTION = 'What is the maximum robot size at the start of a match?';

describe('with an OpenAI-compatible provider', () => {
  it('sends the chosen model, the key and the retrieved rules, and returns its answer', async () => {
    const answer =
      '## Quote Extraction\n> <R4> the Robot must fit within 18 in\n\n## Summary\nAn 18 in cube (<R4>). Also see <Z99>.';
    openai.reply({ status: 200, body: completion(answer, 'gpt-3.5-turbo-0125') });

    const response = await ask({ question: SIZE_QUESTION, model: 'gpt-3.5-turbo' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      answer,
      modelUsed: 'gpt-3.5-turbo-0125',
      references: ['<R4>'],
      mode: 'model',
    });
    expect(openai.requests).toHaveLength(1);
    const [request] = openai.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: `Bearer ${OPENAI_KEY}`,
    });
    expect(request!.body.model).toBe('gpt-3.5-turbo');
    const [system, user] = request!.body.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('Answer ONLY from the manual rules');
    expect(user).toMatchObject({ role: 'user' });
    expect(user!.content).toContain('<R4> Starting size (Section 4: Robot Rules)');
    expect(user!.content).toContain('18 in (457.2 mm) long by 18 in (457.2 mm) wide');
    expect(user!.content).toContain(`<question>\n${SIZE_QUESTION}\n</question>`);
    // Only the retrieved rules, not the whole manual.
    expect(user!.content).not.toContain('<T5>');
    expect(user!.content.length).toBeLessThan(6_000);
  });

  it('uses gpt-4o when no model is named', async () => {
    openai.reply({ status: 200, body: completion('## Summary\nSee <SG2>.', 'gpt-4o-2024-08-06') });
    const response = await ask({ question: 'How long is the autonomous period?' });
    expect(openai.requests[0]!.body.model).toBe('gpt-4o');
    expect(response.json()).toMatchObject({
      modelUsed: 'gpt-4o-2024-08-06',
      references: ['<SG2>'],
    });
  });

  it('falls back to the rules it was given when the answer cites none', async () => {
    openai.reply({ status: 200, body: completion('Eighteen inches.', 'gpt-4o') });
    const response = await ask({ question: SIZE_QUESTION });
    expect(response.json().references[0]).toBe('<R4>');
  });

  it('does not ask the model when the manual has nothing on the question', async () => {
    const response = await ask({ question: 'zyxwvut qqqq' });
    expect(response.statusCode).toBe(200);
    expect(openai.requests).toHaveLength(0);
    expect(response.json()).toMatchObject({
      mode: 'manual-search',
      modelUsed: 'Manual search (no matching rules, so no model was asked)',
      references: [],
    });
  });

  it.each([
    [500, { error: { message: 'upstream exploded' } }, MANUAL_MESSAGES.providerFailed],
    [
      429,
      { error: { message: 'Rate limit reached', type: 'requests' } },
      MANUAL_MESSAGES.providerRateLimited,
    ],
    [
      401,
      { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
      MANUAL_MESSAGES.providerRejectedKey,
    ],
    [
      200,
      { id: 'x', object: 'chat.completion', model: 'gpt-4o', choices: [] },
      MANUAL_MESSAGES.providerFailed,
    ],
  ])(
    'answers 502 when the provider answers %i, and keeps serving',
    async (status, body, message) => {
      openai.reply({ status, body });
      const failed = await ask({ question: SIZE_QUESTION });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ message });
      expect(failed.body).not.toContain(OPENAI_KEY);
      expect(openai.requests).toHaveLength(1);

      openai.reply({ status: 200, body: completion('Fine again <R4>.', 'gpt-4o') });
      expect((await ask({ question: SIZE_QUESTION })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    },
  );

  it('answers 504 when the provider does not answer in time', async () => {
    openai.reply({ hang: true });
    const started = Date.now();
    const response = await ask({ question: SIZE_QUESTION });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ message: MANUAL_MESSAGES.providerTimeout });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);

    openai.reply({ status: 200, body: completion('Back <R4>.', 'gpt-4o') });
    expect((await ask({ question: SIZE_QUESTION })).statusCode).toBe(200);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const gone = await startFakeChatServer();
    await gone.close();
    const app = await createTestApp({ openai: { apiKey: OPENAI_KEY, baseUrl: gone.baseUrl } });
    try {
      const cookie = await signInTeam(app.app, await buildRegisteredTeam(app.db));
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/manual/ask',
        headers: { cookie },
        payload: { question: SIZE_QUESTION },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(MANUAL_MESSAGES.providerFailed);
    } finally {
      await app.close();
    }
  });

  it('tells the page that models and web search are configured', async () => {
    const cookie = await signInTeam(t.app, await buildRegisteredTeam(t.db));
    const status = await t.app.inject({ url: '/api/manual/status', headers: { cookie } });
    expect(status.json()).toMatchObject({ modelConfigured: true, webSearchConfigured: true });
  });
});

describe('with Perplexity (web search)', () => {
  it('asks sonar with the key and the rules, and returns its answer and citations', async () => {
    const answer = '## Summary\nPinning longer than 5 seconds is a Minor Violation under <G9>.';
    perplexity.reply({
      status: 200,
      body: completion(answer, 'sonar', {
        citations: [
          'https://www.vexrobotics.com/qa/1',
          'javascript:alert(1)',
          'https://example.org/forum',
          42,
        ],
      }),
    });

    const response = await askWeb({ question: 'What is the penalty for pinning an opponent?' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      answer,
      modelUsed: 'Perplexity sonar',
      references: ['<G9>'],
      mode: 'model',
      citations: ['https://www.vexrobotics.com/qa/1', 'https://example.org/forum'],
    });
    expect(openai.requests).toHaveLength(0);
    const [request] = perplexity.requests;
    expect(request).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${PERPLEXITY_KEY}`,
    });
    expect(request!.body.model).toBe('sonar');
    expect(request!.body.messages![1]!.content).toContain('<G9> Pinning and trapping');
  });

  it('reads citations from search_results when a response has only those', async () => {
    perplexity.reply({
      status: 200,
      body: completion('No manual rule; see the Q&A.', 'sonar-pro', {
        search_results: [{ title: 'Q&A', url: 'https://www.robotevents.com/qa/2' }],
      }),
    });
    const response = await askWeb({ question: 'Is a robot allowed to hold lanterns?' });
    expect(response.json()).toMatchObject({
      modelUsed: 'Perplexity sonar-pro',
      references: [],
      citations: ['https://www.robotevents.com/qa/2'],
    });
  });

  it('answers 502 and 504 for provider failures', async () => {
    perplexity.reply({ status: 503, body: { error: { message: 'overloaded' } } });
    const failed = await askWeb({ question: 'pinning' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(MANUAL_MESSAGES.providerFailed);

    perplexity.reply({ hang: true });
    const slow = await askWeb({ question: 'pinning' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe(MANUAL_MESSAGES.providerTimeout);
  });
});
