import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addToDoc, fromBase64, toBase64 } from '../../../shared/drawing/board-doc.ts';
import { canvasPoint } from '../../../shared/drawing/coordinates.ts';
import { openPglite } from '../../db/client.ts';
import { buildDrawing } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

/**
 * What one editor's change to a board costs in statements (decision 312): the board's access,
 * audience and document read at once, the change stored in one statement, and the live event.
 * PGlite runs every statement on the app's one event loop, so each one is CPU a busy board pays
 * for every stroke; a change that adds a statement fails here.
 */

/** Statements per change when this instance holds the board's current document. */
const STATEMENTS_PER_CHANGE = 3;

/** The statements the app sends to PGlite, by their first words (BEGIN and COMMIT included). */
const statements: string[] = [];
const record = (text: unknown) =>
  statements.push(String(text).trim().replace(/\s+/g, ' ').slice(0, 70));

/** A prepared statement's name, read from the Bind message of the protocol bytes it is run by. */
function preparedName(message: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(message);
  return /B[\s\S]{4}\0([\w-]+)\0/.exec(text)?.[1] ?? 'statement';
}

/**
 * PGlite as the app sees it, with each statement it is sent written down: a transaction's
 * statements through the transaction it hands out, and its BEGIN and COMMIT.
 */
function recording<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      if (key === 'query' || key === 'exec')
        return (text: unknown, ...rest: unknown[]) => (
          record(text),
          value.call(object, text, ...rest)
        );
      if (key === 'execProtocol')
        return (message: Uint8Array, ...rest: unknown[]) => (
          record(`prepared ${preparedName(message)}`),
          value.call(object, message, ...rest)
        );
      if (key === 'transaction')
        return async (work: (tx: object) => Promise<unknown>) => {
          record('BEGIN');
          const result = await value.call(object, (tx: object) => work(recording(tx)));
          record('COMMIT');
          return result;
        };
      return value.bind(object);
    },
  });
}

let t: TestApp;
let pglite: PGlite;
let cookie: string;
let teamId: number;
beforeAll(async () => {
  pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
  t = await createTestApp({}, { database: openPglite(recording(pglite)) });
  const team = await buildRegisteredTeam(t.db);
  teamId = team.id;
  cookie = await signInTeam(t.app, team);
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function openCopy(id: number) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64((await call('GET', `/api/drawings/${id}/doc`)).json().update)!);
  return doc;
}

/** Draws a stroke on the copy and sends it; the statements the server ran for it. */
async function drawCounted(id: number, doc: Y.Doc, x: number) {
  const vector = Y.encodeStateVector(doc);
  addToDoc(doc, { kind: 'pen', colour: 'red', width: 3, points: [canvasPoint(x, 10)] }, 'local');
  statements.length = 0;
  const response = await call('POST', `/api/drawings/${id}/updates`, {
    update: toBase64(Y.encodeStateAsUpdate(doc, vector)),
  });
  expect(response.statusCode).toBe(200);
  return [...statements];
}

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('the statements of one change', () => {
  it(`are at most ${STATEMENTS_PER_CHANGE} once the document is held, on a shared board too`, async () => {
    const board = await buildDrawing(t.db, teamId);
    const partner = await buildRegisteredTeam(t.db);
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/shares`, {
          teamId: partner.id,
          canEdit: true,
        })
      ).statusCode,
    ).toBe(200);
    const doc = await openCopy(board.id);
    await drawCounted(board.id, doc, 10);
    for (const x of [20, 30, 40]) {
      const ran = await drawCounted(board.id, doc, x);
      expect(ran.length, ran.join('\n')).toBeLessThanOrEqual(STATEMENTS_PER_CHANGE);
      expect(ran).toEqual(
        expect.arrayContaining(['prepared board-facts', 'prepared board-append-0']),
      );
    }
  });

  it('rebuild the document under a lock after another instance wrote', async () => {
    const board = await buildDrawing(t.db, teamId);
    const doc = await openCopy(board.id);
    await drawCounted(board.id, doc, 10);
    // Another instance's change: the row's number moves past this instance's copy.
    await pglite.query('update drawing_docs set seq = seq + 1 where drawing_id = $1', [board.id]);
    const ran = await drawCounted(board.id, doc, 20);
    expect(ran).toContain('BEGIN');
    expect(ran.length).toBeGreaterThan(STATEMENTS_PER_CHANGE);
  });
});
