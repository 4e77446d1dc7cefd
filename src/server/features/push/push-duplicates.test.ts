import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contract/push.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/**
 * The queue sends a push at least once (decision 253); a copy sent again must not reach the
 * person as a second alert (decision 272). Each push carries its id (its job's) as its Web Push
 * Topic and in its payload (the service worker's notification tag), and a push its service
 * accepted is marked delivered before it is completed, so a retry after that is skipped.
 */
const announcement = (title: string): PushPayload => ({
  type: 'announcement',
  title,
  body: `${title}.`,
  url: '/home',
});
const delivery = { ttl: 600, urgency: 'normal' } as const;

let t: TestApp;
let service: FakePushService;
let browser: TestBrowser;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ push: { extraHosts: [service.host] } }, { push: { pollMs: 50 } });
  const { cookie } = await signInNewTeam(t);
  browser = service.browser();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: browser.json,
  });
  expect(response.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const received = (title: string) => service.received.filter((push) => push.payload.title === title);

async function jobOf(title: string): Promise<{ id: string; state: string }> {
  const { rows } = await t.database.executeSql(
    `select id::text, state::text from pgboss.job where name = 'push-delivery' and data->>'payload' like $1`,
    [`%"title":"${title}"%`],
  );
  expect(rows).toHaveLength(1);
  return rows[0] as { id: string; state: string };
}

/** What a killed instance leaves: its push taken again, as pg-boss does once the hold expires. */
async function retryAsAfterACrash(title: string) {
  const { id } = await jobOf(title);
  await t.database.executeSql(
    `update pgboss.job set state = 'retry', completed_on = null where name = 'push-delivery' and id = $1::uuid`,
    [id],
  );
  t.app.push.takeSoon();
  await t.app.push.idle();
}

async function sendOne(title: string) {
  t.app.push.send('everyone', announcement(title), delivery);
  await t.app.push.idle();
  expect(received(title)).toHaveLength(1);
}

describe('a push sent again after a crash', () => {
  it('carries its job’s id as its Topic and in its payload', async () => {
    await sendOne('Topic');
    const [push] = received('Topic');
    const { id } = await jobOf('Topic');
    const pushId = id.replaceAll('-', '');
    expect(pushId).toMatch(/^[0-9a-f]{32}$/);
    expect(push!.headers.topic).toBe(pushId);
    expect(push!.payload).toMatchObject({ id: pushId, title: 'Topic' });
  });

  it('is skipped once its push service accepted it: the delivered mark outlives the lost completion', async () => {
    await sendOne('Marked');
    const attempts = service.attempts;
    await retryAsAfterACrash('Marked');
    expect(service.attempts).toBe(attempts);
    expect(received('Marked')).toHaveLength(1);
    expect((await jobOf('Marked')).state).toBe('completed');
  });

  it('killed before even its mark was written, goes again with the same Topic and id, so the copy replaces the first', async () => {
    await sendOne('Unmarked');
    const { id } = await jobOf('Unmarked');
    await t.database.executeSql('delete from push_deliveries where push_id = $1', [
      id.replaceAll('-', ''),
    ]);
    await retryAsAfterACrash('Unmarked');
    const copies = received('Unmarked');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.headers.topic).toBe(copies[0]!.headers.topic);
    const ids = copies.map((copy) => (copy.payload as PushPayload & { id?: string }).id);
    expect(ids[1]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });
});
