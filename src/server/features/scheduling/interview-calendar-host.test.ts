import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/** The calendar file names its host from configuration, never from what a request claims. */

const FORGED_HOSTS = {
  host: 'attacker.example:8080',
  'x-forwarded-host': 'forwarded.attacker.example',
};

async function calendarOf(t: TestApp): Promise<string[]> {
  const { team, cookie } = await signInNewTeam(t);
  const interview = await buildInterview(t.db, {
    teamId: team.id,
    timeslotId: (await buildTimeslot(t.db)).id,
  });
  const response = await t.app.inject({
    url: `/api/interviews/${interview.id}/calendar.ics`,
    headers: { cookie, ...FORGED_HOSTS },
  });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/\r\n /g, '').split('\r\n');
}

describe('the calendar UID host', () => {
  let configured: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    // trustProxy on: even a proxy-forwarded host must not reach the file.
    configured = await createTestApp({
      publicUrl: 'https://pitcrew.example.org',
      trustProxy: true,
    });
    // No PUBLIC_URL: the address is built from HOST and PORT.
    unconfigured = await createTestApp({
      publicUrl: loadConfig({ NODE_ENV: 'test', HOST: 'venue-server' }).publicUrl,
    });
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });

  it("is PUBLIC_URL's host, whatever Host and X-Forwarded-Host say, and the file links to the app", async () => {
    const lines = await calendarOf(configured);
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(
      /^UID:interview-\d+@pitcrew\.example\.org$/,
    );
    expect(lines).toContain('URL:https://pitcrew.example.org/dashboard');
    expect(lines.join('\n')).not.toContain('attacker');
  });

  it('without PUBLIC_URL, is the host configured from HOST and PORT', async () => {
    const lines = await calendarOf(unconfigured);
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(
      /^UID:interview-\d+@venue-server$/,
    );
    expect(lines.join('\n')).not.toContain('attacker');
  });
});
