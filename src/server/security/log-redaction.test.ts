import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, validConsent } from '../test/factories.ts';
import {
  createEvidenceApp,
  sessionCookie,
  type EvidenceApp,
} from '../test-evidence/evidence-app.ts';

/**
 * Finding: a request that failed in the database wrote the raw query parameters (the coach's
 * name, email, phone and signature) to the error log. No log line, at any level, carries a coach's
 * contact details, a signature, a team code, a password, a cookie or an authorization header
 * (decision 103).
 */

const COACH = {
  coachName: 'Quinn Secretname',
  coachEmail: 'quinn.secret@example.org',
  coachPhone: '555-867-5309',
  signature: 'Q. Secretsignature',
};
const SECRETS = [
  'Secretname',
  'quinn.secret',
  '867-5309',
  'Secretsignature',
  'TOPSECRETCODE',
  'hunter2-password',
  'cookie-value-123',
  'Bearer abc.def',
];

let t: EvidenceApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createEvidenceApp(
    {},
    { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(() => t?.close());

const leaked = (from: number) => {
  const text = lines.slice(from).join('');
  return SECRETS.filter((secret) => text.includes(secret));
};

describe('log lines', () => {
  it('of a registration that fails in the database carry none of the coach’s details (the finding)', async () => {
    const team = await buildTeam(t.db);
    // Any failure of the insert would do: a check no row passes makes one, with the values in it.
    await t.db.execute(
      sql`alter table consents add constraint refuse_all check (length(coach_name) < 0) not valid`,
    );
    try {
      const from = lines.length;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/consent`,
        payload: { ...validConsent, ...COACH, joinCode: team.joinCode },
      });
      expect(response.statusCode).toBe(500);
      const logged = lines.slice(from).join('');
      expect(logged).toContain('request failed');
      expect(leaked(from)).toEqual([]);
      // The error itself is still there to debug with: its type, the query and the SQLSTATE.
      expect(logged).toContain('23514');
      expect(logged).toContain('insert into');
    } finally {
      await t.db.execute(sql`alter table consents drop constraint refuse_all`);
    }
  });

  it('of requests carry no cookie, authorization header or personal query value', async () => {
    const from = lines.length;
    const cookie = `${(await sessionCookie(t.db, { adminId: t.adminId })).split('=')[0]}=cookie-value-123`;
    await t.app.inject({
      url: '/api/auth/me?teamId=1&joinCode=TOPSECRETCODE&coachEmail=quinn.secret%40example.org',
      headers: { cookie, authorization: 'Bearer abc.def' },
    });
    expect(lines.length).toBeGreaterThan(from);
    expect(leaked(from)).toEqual([]);
    // The access line names the route's pattern, never the URL with its query (decision 240).
    const written = lines.slice(from).join('');
    expect(written).toContain('/api/auth/me');
    expect(written).not.toContain('joinCode=');
  });

  it('written by any code with personal fields at any depth are censored', () => {
    const from = lines.length;
    t.app.log.info(
      {
        body: { ...COACH, joinCode: 'TOPSECRETCODE', password: 'hunter2-password' },
        request: { headers: { cookie: 'cookie-value-123', authorization: 'Bearer abc.def' } },
        coachEmail: COACH.coachEmail,
      },
      'a careless log call',
    );
    expect(lines.slice(from).join('')).toContain('a careless log call');
    expect(leaked(from)).toEqual([]);
  });
});
