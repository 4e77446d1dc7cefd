import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { MESSAGE_RATE_LIMIT } from '../../../shared/contract/messages.ts';
import { ERROR_MESSAGES } from '../../../shared/errors.ts';
import { messages } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a flood of messages', () => {
  it('is cut off per sending team with 429, and other teams can still send', async () => {
    const flooder = await buildRegisteredTeam(t.db);
    const victim = await buildRegisteredTeam(t.db);
    const bystander = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, flooder);
    const send = (from: string, to: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from },
        payload: { content: CANNED_MESSAGES[8]!.text, receiverTeamId: to },
      });

    const statuses = await Promise.all(
      Array.from({ length: MESSAGE_RATE_LIMIT.max + 5 }, () => send(cookie, victim.id)),
    );
    const codes = statuses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGE_RATE_LIMIT.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = statuses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ message: ERROR_MESSAGES.rateLimited });
    expect(refused.headers['retry-after']).toBeDefined();

    // Another recipient does not reset the sender's budget.
    expect((await send(cookie, bystander.id)).statusCode).toBe(429);

    const stored = await t.db.select().from(messages).where(eq(messages.senderTeamId, flooder.id));
    expect(stored).toHaveLength(MESSAGE_RATE_LIMIT.max);

    const other = await send(await signInTeam(t.app, bystander), victim.id);
    expect(other.statusCode).toBe(201);
  });
});
