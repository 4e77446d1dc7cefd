import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOARD_EDITORS } from '../../../shared/contract/drawings.ts';
import { buildDrawing } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import { sweepPresence } from './board-presence.service.ts';

/** Copies that vanish leave the board within a bounded time, and free their place (no real sleeps). */

let t: TestApp;
let cookie: string;
let teamId: number;
beforeAll(async () => {
  t = await createTestApp();
  const team = await buildRegisteredTeam(t.db);
  teamId = team.id;
  cookie = await signInTeam(t.app, team);
});
afterAll(() => t.close());

const join = (id: number, clientId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/drawings/${id}/presence`,
    headers: { cookie },
    payload: { clientId, pointer: null },
  });

/** The sweep as an instance runs it, at a moment `ms` from now. */
const sweepAfter = (ms: number) =>
  sweepPresence({ db: t.db, events: t.app.domainEvents }, new Date(Date.now() + ms));

describe('the presence sweep', () => {
  it('tells the board when copies stop reporting in, and not before', async () => {
    const board = await buildDrawing(t.db, teamId);
    expect((await join(board.id, 1)).statusCode).toBe(200);
    expect((await join(board.id, 2)).json().editors).toHaveLength(2);
    expect(await sweepAfter(20_000)).toEqual([]);

    const heard: unknown[] = [];
    const stop = t.app.realtime.subscribe((envelope) => {
      if (envelope.event.type === 'drawing.presence') heard.push(envelope.event);
    });
    expect(await sweepAfter(31_000)).toEqual([board.id]);
    stop();
    expect(heard).toEqual([{ type: 'drawing.presence', drawingId: board.id, editors: [] }]);
  });

  it('counts only present copies under the editor cap', async () => {
    const board = await buildDrawing(t.db, teamId);
    for (let clientId = 1; clientId <= MAX_BOARD_EDITORS; clientId++)
      expect((await join(board.id, clientId)).statusCode).toBe(200);
    expect((await join(board.id, 100)).statusCode).toBe(409);
    await sweepAfter(31_000);
    expect((await join(board.id, 100)).statusCode).toBe(200);
  });
});
