import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_QUESTIONS, MANUAL_MESSAGES } from '../../../shared/contract/manual.ts';
import { ERROR_MESSAGES } from '../../../shared/errors.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let team: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await signInTeam(t.app, await buildRegisteredTeam(t.db));
});
afterAll(() => t.close());

/** Each test asks as its own team: questions are rate-limited per team. */
const freshTeam = async () => signInTeam(t.app, await buildRegisteredTeam(t.db));

const ask = (payload: unknown, cookie = team) =>
  t.app.inject({
    method: 'POST',
    url: '/api/manual/ask',
    headers: { cookie },
    payload: payload as object,
  });
const askWeb = (payload: unknown, cookie = team) =>
  t.app.inject({
    method: 'POST',
    url: '/api/manual/ask-perplexity',
    headers: { cookie },
    payload: payload as object,
  });

describe('asking with no AI keys: the manual itself answers', () => {
  it('quotes the rule that answers the question, with its id as the reference', async () => {
    const response = await ask({
      question: 'What is the maximum robot size at the start of a match?',
      model: 'gpt-4o',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mode).toBe('manual-search');
    expect(body.modelUsed).toBe('Manual search (no AI model configured)');
    expect(body.references[0]).toBe('<R4>');
    expect(body.answer).toContain(
      '> <R4> Starting size. At the start of every Match, the Robot must fit within a volume of 18 in',
    );
    expect(body.answer).toContain('## Summary');
    expect(body.answer).toContain('No AI model is configured');
  });

  it.each([
    [EXAMPLE_QUESTIONS[1], '<SG2>'],
    [EXAMPLE_QUESTIONS[2], '<G9>'],
    [EXAMPLE_QUESTIONS[3], '<R7>'],
    ['Can adults drive the robot?', '<G2>'],
    ['how many points for climbing the bridge', '<SG7>'],
  ])('finds the right rule first for %j', async (question, rule) => {
    const body = (await ask({ question }, await freshTeam())).json();
    expect(body.references[0]).toBe(rule);
  });

  it('finds a rule the question names by id, with or without brackets', async () => {
    expect((await ask({ question: 'What does <T5> say?' })).json().references[0]).toBe('<T5>');
    expect((await ask({ question: 'explain rule s1' })).json().references[0]).toBe('<S1>');
  });

  it('matches word prefixes ("inspect" finds "inspection")', async () => {
    const body = (await ask({ question: 'inspect' })).json();
    expect(body.references).toContain('<G5>');
  });

  it('says so when nothing matches, and never claims a model', async () => {
    const body = (await ask({ question: 'zyxwvut qqqq' })).json();
    expect(body.references).toEqual([]);
    expect(body.answer).toContain('found no rule');
    expect(body.modelUsed).toMatch(/^Manual search/);
  });

  it('treats tsquery operators in questions as plain text', async () => {
    const cookie = await freshTeam();
    for (const question of [
      "robot & | ! ( ) : * ' <-> size",
      "'",
      '!!!',
      'size:* | (',
      '\\',
      'a <2> b',
      'the of and',
    ]) {
      const response = await ask({ question }, cookie);
      expect(response.statusCode, question).toBe(200);
    }
  });

  it('answers the web-search assistant from the manual too, without citations', async () => {
    const response = await askWeb({ question: 'What is the penalty for pinning an opponent?' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ mode: 'manual-search', citations: [] });
    expect(body.modelUsed).toBe('Manual search (no web-search provider configured)');
    expect(body.references[0]).toBe('<G9>');
  });
});

describe('questions the assistants refuse', () => {
  it('refuses a blank question with the spec wording', async () => {
    for (const payload of [{ question: '   ', model: 'gpt-4o' }, {}, { question: '' }]) {
      const response = await ask(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MANUAL_MESSAGES.emptyQuestion);
    }
    expect((await askWeb({ question: ' ' })).json().message).toBe(MANUAL_MESSAGES.emptyQuestion);
  });

  it('refuses an over-long question', async () => {
    const response = await ask({ question: 'a'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MANUAL_MESSAGES.questionTooLong);
  });

  it('accepts only gpt-4o and gpt-3.5-turbo', async () => {
    const cookie = await freshTeam();
    expect((await ask({ question: 'size', model: 'gpt-3.5-turbo' }, cookie)).statusCode).toBe(200);
    const response = await ask({ question: 'size', model: 'gpt-5' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MANUAL_MESSAGES.unknownModel);
  });

  it('limits each team to 20 questions a minute', async () => {
    const cookie = await freshTeam();
    for (let i = 0; i < 20; i++)
      expect((await ask({ question: 'size' }, cookie)).statusCode).toBe(200);
    const limited = await ask({ question: 'size' }, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ERROR_MESSAGES.rateLimited);
    expect((await ask({ question: 'size' }, await freshTeam())).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await ask({ question: 'size' }, '')).statusCode).toBe(401);
    expect((await askWeb({ question: 'size' }, '')).statusCode).toBe(401);
  });
});

describe('rule look-up', () => {
  it('returns the text of a cited rule', async () => {
    const response = await t.app.inject({
      url: '/api/manual/rules/SG2',
      headers: { cookie: team },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ruleId: '<SG2>',
      title: 'Match timing',
      section: 'Section 2: The Game \u203a Match Rules',
    });
    expect(response.json().body).toContain('15 second Autonomous Period');
    const bracketed = await t.app.inject({
      url: `/api/manual/rules/${encodeURIComponent('<sg2>')}`,
      headers: { cookie: team },
    });
    expect(bracketed.json().ruleId).toBe('<SG2>');
  });

  it('answers 404 for a rule the manual does not have, 400 for a non-id', async () => {
    const missing = await t.app.inject({
      url: '/api/manual/rules/SG99',
      headers: { cookie: team },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MANUAL_MESSAGES.ruleNotFound);
    expect(
      (await t.app.inject({ url: '/api/manual/rules/hello', headers: { cookie: team } }))
        .statusCode,
    ).toBe(400);
  });

  it('tells the page which manual and modes will answer', async () => {
    const response = await t.app.inject({ url: '/api/manual/status', headers: { cookie: team } });
    expect(response.json()).toEqual({
      documents: [
        {
          id: expect.any(Number),
          title: 'Lantern Lift: Sample Game Manual (PitCrew sample)',
          isSample: true,
        },
      ],
      modelConfigured: false,
      webSearchConfigured: false,
    });
  });
});
