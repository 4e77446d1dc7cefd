/**
 * One strategy board edited through nginx from every instance at once (decision 290): each
 * change is a Yjs update a phone posts, whichever instance takes it; the board's owner holds an
 * event stream through nginx on yet another connection.
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { fromBase64, sceneOfDoc, toBase64 } from '../../../src/shared/drawing/board-doc.ts';
import type { Answer, Client, EventStream } from './client.ts';
import { until } from './client.ts';

export interface BoardRun {
  created: Answer;
  posted: Answer[];
  /** From the last change acknowledged to every change on the owner's stream. */
  arrivedAfterMs: number;
  /** The pen colours the board holds afterwards, read back through nginx. */
  colours: string[];
  expected: string[];
}

/** A change as a phone makes it: one pen stroke in its own colour. */
function stroke(colour: string): string {
  const doc = new Y.Doc();
  doc.getArray('elements').push([
    {
      kind: 'pen',
      colour,
      width: 3,
      points: [
        [5, 5],
        [50, 60],
      ],
    },
  ]);
  return toBase64(Y.encodeStateAsUpdate(doc));
}

export async function editOneBoard(
  client: Client,
  cookie: string,
  stream: EventStream,
  changes: number,
): Promise<BoardRun> {
  const created = await client.send('POST', '/api/drawings', {
    cookie,
    body: { name: 'Joint plan', scene: { version: 1, width: 800, height: 600, elements: [] } },
    tag: 'board-create',
  });
  if (created.status !== 201)
    return { created, posted: [], arrivedAfterMs: NaN, colours: [], expected: [] };
  const id = (JSON.parse(created.body) as { id: number }).id;
  const expected = Array.from(
    { length: changes },
    (_, i) => `#${(0x100000 + i * 4099).toString(16).slice(-6)}`,
  );
  // All at once, so that nginx hands them to every instance.
  const posted = await Promise.all(
    expected.map((colour, i) =>
      client.send('POST', `/api/drawings/${id}/updates`, {
        cookie,
        body: { update: stroke(colour) },
        tag: `board-${i}`,
      }),
    ),
  );
  const acknowledged = performance.now();
  const heard = () =>
    new Set(
      stream.events
        .filter((e) => e.type === 'drawing.updated' && e.data.drawingId === id)
        .map((e) => e.data.seq),
    ).size;
  await until(
    () => heard() >= changes,
    `all ${changes} changes to board ${id} on its owner's stream`,
  );
  const arrivedAfterMs = performance.now() - acknowledged;
  const doc = await client.send('GET', `/api/drawings/${id}/doc`, { cookie, tag: 'board-read' });
  const merged = new Y.Doc();
  const bytes =
    doc.status === 200 ? fromBase64((JSON.parse(doc.body) as { update: string }).update) : null;
  if (bytes) Y.applyUpdate(merged, bytes);
  const colours = sceneOfDoc(merged).elements.flatMap((element) =>
    'colour' in element ? [element.colour] : [],
  );
  return { created, posted, arrivedAfterMs, colours, expected };
}
