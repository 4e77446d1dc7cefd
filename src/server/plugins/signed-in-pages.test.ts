import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '../../shared/constants.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../test/test-app.ts';

const INDEX =
  '<!doctype html><head><title>PitCrew</title></head><body><div id="root"><!--app-shell--><header data-app-shell>PitCrew</header><!--/app-shell--></div></body>';

/**
 * The client's pages built for Node, as the server loads them (scripts/build/vite-prerender.ts), with
 * pages that show what the server gave them: /home draws the answers to its reads; /dashboard
 * fails; the others wait until the test opens its gate.
 */
const DRAWER = `
export async function drawSignedInPage(path, session, load) {
  if (path === '/dashboard') throw new Error('a page that fails to draw');
  if (path !== '/home') await globalThis.drawGate;
  const me = await load('/api/auth/me');
  const missing = await load('/api/teams/999999');
  return {
    html: '<main>Drawn for ' + session.username + ' as ' + me.username + (missing === undefined ? ', a missing read left out' : '') + '</main>',
    data: { queries: [{ queryHash: '["/api/auth/me"]', state: { data: me } }] },
  };
}
`;

/** Holds the drawing of every page but /home until it is opened. */
function closeGate(): () => void {
  let open = () => {};
  (globalThis as { drawGate?: Promise<void> }).drawGate = new Promise((resolve) => {
    open = resolve;
  });
  return open;
}

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-drawn-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, SERVER_RENDER_DIR));
  writeFileSync(join(dir, SERVER_RENDER_DIR, SERVER_RENDER_FILE), DRAWER);
  return dir;
}

const dataIn = (html: string) =>
  html.match(
    new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ID}" data-event-id="\\d+">(.*?)</script></body>`,
    ),
  );

describe("a signed-in team's pages drawn by the server (decision 215)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: clientDir() });
    // A name that would end the data element and run a script, were it written as it is.
    cookie = await signInTeam(
      t.app,
      await buildRegisteredTeam(t.db, { name: '</script><script>alert(1)</script>' }),
    );
  });
  afterAll(() => t.close());

  it("draws a team's page in place of the shell, each read answered as the team, with the answers at the end", async () => {
    const page = await t.app.inject({ url: '/home', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).not.toContain('data-app-shell');
    expect(page.body).toContain(
      '<div id="root"><main>Drawn for </script><script>alert(1)</script> as </script><script>alert(1)</script>, a missing read left out</main></div>',
    );
    const data = dataIn(page.body);
    expect(data, page.body).not.toBeNull();
    expect(data![1]).not.toContain('<');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(JSON.parse(data![1]!)).toEqual({
      queries: [{ queryHash: '["/api/auth/me"]', state: { data: me.json() } }],
    });
    // It still carries its session (decision 214).
    expect(page.body).toContain('<script type="application/json" id="session-data">');
  });

  it('names the newest event before its reads, where the live stream resumes: a change made after it is replayed', async () => {
    const eventIn = (html: string) => Number(html.match(/data-event-id="(\d+)"/)?.[1]);
    const before = eventIn((await t.app.inject({ url: '/home', headers: { cookie } })).body);
    expect(before).toBe(t.app.realtime.newestEventId);
    await t.app.realtime.publish({ type: 'teams.changed' });
    const after = eventIn((await t.app.inject({ url: '/home', headers: { cookie } })).body);
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(t.app.realtime.newestEventId);
  });

  it("never draws an administrator's page, a team's page not in the list, nor a visitor's", async () => {
    const admin = await t.app.inject({
      url: '/home',
      headers: { cookie: await signInAdmin(t.app) },
    });
    expect(admin.body).toContain('data-app-shell');
    expect(dataIn(admin.body)).toBeNull();
    const stream = await t.app.inject({ url: '/live-stream', headers: { cookie } });
    expect(stream.body).toContain('data-app-shell');
    expect(dataIn(stream.body)).toBeNull();
    const visitor = await t.app.inject({ url: '/home' });
    expect(visitor.body).toBe(INDEX);
  });

  it('sends the shell when a page fails to draw, runs out of time, or while two pages are being drawn', async () => {
    const failed = await t.app.inject({ url: '/dashboard', headers: { cookie } });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('data-app-shell');

    const open = closeGate();
    const started = Date.now();
    const late = await t.app.inject({ url: '/messages', headers: { cookie } });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('data-app-shell');
    expect(Date.now() - started).toBeLessThan(5_000);
    // That drawing still runs, and one more: two at once, so a third page is not drawn.
    const second = t.app.inject({ url: '/game-manual', headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await t.app.inject({ url: '/home', headers: { cookie } });
    expect(third.body).toContain('data-app-shell');
    open();
    expect((await second).body).toContain('<main>Drawn for');
    const after = await t.app.inject({ url: '/home', headers: { cookie } });
    expect(after.body).toContain('<main>Drawn for');
  });

  it('draws at most eight pages a second, and again in the next second', async () => {
    // One second, held still: the ten pages asked in it.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2099, 0, 1, 10, 0, 0, 100));
    try {
      const drawnInOneSecond: boolean[] = [];
      for (let i = 0; i < 10; i++) {
        const page = await t.app.inject({ url: '/home', headers: { cookie } });
        drawnInOneSecond.push(page.body.includes('<main>Drawn for'));
      }
      expect(drawnInOneSecond).toEqual([...Array<boolean>(8).fill(true), false, false]);
      now.mockReturnValue(Date.UTC(2099, 0, 1, 10, 0, 1, 100));
      expect((await t.app.inject({ url: '/home', headers: { cookie } })).body).toContain(
        '<main>Drawn for',
      );
    } finally {
      now.mockRestore();
    }
  });
});
