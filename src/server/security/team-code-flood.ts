import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { guessCounters } from '../db/schema.ts';
import { randomCode } from '../lib/crypto.ts';
import type { TestApp } from '../test/test-app.ts';

/** Every phone at a venue shares one address. */
export const VENUE = '203.0.113.50';

export const teamLogin = (app: FastifyInstance, team: { id: number }, joinCode: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { teamId: team.id, joinCode },
    remoteAddress: VENUE,
  });

/** A hundred wrong codes for the team from the venue's address, all at once. */
export const flood = (apps: FastifyInstance[], team: { id: number }) =>
  Promise.all(
    Array.from({ length: 100 }, (_, i) => teamLogin(apps[i % apps.length]!, team, randomCode())),
  );

/** Resolves once the team's code checks are being slowed down (more than ten wrong attempts counted). */
export async function slowedDown(t: TestApp, team: { id: number }) {
  await vi.waitFor(
    async () => {
      const [row] = await t.db
        .select()
        .from(guessCounters)
        .where(eq(guessCounters.key, `team-code:team:${team.id}`));
      expect(row?.attempts ?? 0).toBeGreaterThan(10);
    },
    { timeout: 10_000, interval: 10 },
  );
}
