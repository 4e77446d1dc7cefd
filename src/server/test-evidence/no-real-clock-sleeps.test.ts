import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rule of eslint.config.js that keeps real-clock sleeps out of tests (decision 297), run by
 * ESLint itself on sources given the paths of files the type-aware project knows (this file, a
 * client test, a journey, an app module), as `npm run lint` would see them there.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function sleepErrors(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  const messages = result?.messages ?? [];
  // A source ESLint could not parse has no rule findings at all: that must not pass for none.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const SERVER_TEST = 'src/server/test-evidence/no-real-clock-sleeps.test.ts';
const CLIENT_TEST = 'src/client/client-boundaries.test.ts';
const JOURNEY = 'e2e/offline.spec.ts';
const APP_MODULE = 'src/server/lib/spaced-runs.ts';

const SLEEPS = `
import { setTimeout as delay } from 'node:timers/promises';
export async function waits(page: { waitForTimeout(ms: number): Promise<void> }) {
  await page.waitForTimeout(1_500);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await delay(200);
}
`;

const ALLOWED = `
import { setTimeout as delay } from 'node:timers/promises';
export async function waits(page: { waitForTimeout(ms: number): Promise<void> }, abort: AbortController) {
  await page.waitForTimeout(50);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await delay(20);
  const timer = setTimeout(() => abort.abort(), 5_000);
  clearTimeout(timer);
}
`;

describe('tests do not sleep on the real clock', () => {
  // The first type-aware lint builds the TypeScript program: tens of seconds on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: SERVER_TEST }), 180_000);

  it('refuses a sleep over 100 ms in a server test, a client test and an e2e journey', async () => {
    expect(await sleepErrors(SERVER_TEST, SLEEPS)).toBe(3);
    expect(await sleepErrors(CLIENT_TEST, SLEEPS)).toBe(3);
    expect(await sleepErrors(JOURNEY, SLEEPS)).toBe(3);
  });

  it('allows short waits and a timer that guards a test rather than sleeping', async () => {
    expect(await sleepErrors(SERVER_TEST, ALLOWED)).toBe(0);
    expect(await sleepErrors(JOURNEY, ALLOWED)).toBe(0);
  });

  it('leaves application code alone', async () => {
    expect(await sleepErrors(APP_MODULE, SLEEPS)).toBe(0);
  });
});
