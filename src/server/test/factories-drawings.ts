import * as Y from 'yjs';
import { toBase64 } from '../../shared/drawing/board-doc.ts';
import type { AppDb } from '../db/client.ts';
import { drawings } from '../db/schema.ts';

/** A small valid scene: a pen stroke, an eraser dot and a rectangle on the 800 x 600 board. */
export function sampleScene(colour = 'red') {
  return {
    version: 1 as const,
    width: 800,
    height: 600,
    elements: [
      {
        kind: 'pen' as const,
        colour,
        width: 5,
        points: [
          [10, 10],
          [120.5, 80],
          [240, 200],
        ] as [number, number][],
      },
      { kind: 'eraser' as const, width: 12, points: [[60, 40]] as [number, number][] },
      {
        kind: 'rectangle' as const,
        colour: '#2563eb',
        width: 3,
        from: [300, 300] as [number, number],
        to: [420, 380] as [number, number],
      },
    ],
  };
}

let sequence = 0;

export async function buildDrawing(
  db: AppDb,
  teamId: number,
  overrides: Partial<typeof drawings.$inferInsert> = {},
) {
  const now = new Date();
  const [row] = await db
    .insert(drawings)
    .values({
      teamId,
      name: `Board ${++sequence}`,
      scene: sampleScene(),
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A board document update adding one stroke, made on a copy of its own (it depends on nothing). */
export function strokeUpdate(colour = 'green'): string {
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
