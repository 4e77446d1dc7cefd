import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_MESSAGES } from '../../../shared/contract/manual.ts';
import type { Envelope } from '../../../shared/events.ts';
import { manualDocuments, manualRules } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import {
  buildPdf,
  multipartBody,
  ORBIT_MANUAL,
  uploadManual,
} from '../../test/factories-manual.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';
import { ensureSampleManual, SAMPLE_MANUAL_TITLE } from './manual.service.ts';

let t: TestApp;
let admin: string;
let team: string;
const events: Envelope[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  team = await signInTeam(t.app, await buildRegisteredTeam(t.db));
  t.app.realtime.subscribe((envelope) => events.push(envelope));
});
afterAll(() => t.close());

const list = () => t.app.inject({ url: '/api/manual/documents', headers: { cookie: admin } });
const ask = async (question: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/manual/ask',
    headers: { cookie: await signInTeam(t.app, await buildRegisteredTeam(t.db)) },
    payload: { question },
  });
  return response.json() as { answer: string; references: string[] };
};
const uploadFile = (
  file: Parameters<typeof multipartBody>[1],
  fields: Record<string, string> = {},
) => {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/manual/documents',
    headers: { ...headers, cookie: admin },
    payload,
  });
};
const waitForEvent = async (count: number) => {
  for (let i = 0; i < 50 && events.length < count; i++) await new Promise((r) => setTimeout(r, 20));
};

describe('the sample manual', () => {
  it('is loaded on a fresh start, labelled as a sample, and in use', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        title: SAMPLE_MANUAL_TITLE,
        format: 'markdown',
        isSample: true,
        ruleCount: 45,
        sectionCount: 8,
        inUse: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is loaded once, however often the server starts', async () => {
    expect(await ensureSampleManual(t.db, t.app.log)).toBe('unchanged');
    expect(await t.db.select().from(manualDocuments)).toHaveLength(1);
  });

  it('follows the copy shipped with a new version', async () => {
    const [sample] = await t.db.select().from(manualDocuments);
    await t.db
      .update(manualDocuments)
      .set({ content: 'an older sample' })
      .where(eq(manualDocuments.id, sample!.id));
    await t.db.delete(manualRules).where(eq(manualRules.documentId, sample!.id));
    expect(await ensureSampleManual(t.db, t.app.log)).toBe('updated');
    expect((await ask('maximum robot size at the start')).references[0]).toBe('<R4>');
  });
});

describe('who may manage documents', () => {
  it('is the administrator only', async () => {
    expect((await t.app.inject({ url: '/api/manual/documents' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/manual/documents', headers: { cookie: team } })).statusCode,
    ).toBe(403);
    expect(
      (await uploadManual(t.app, team, { title: 'Mine', content: ORBIT_MANUAL })).statusCode,
    ).toBe(403);
    expect(
      (await uploadManual(t.app, '', { title: 'Mine', content: ORBIT_MANUAL })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/manual/documents/1',
          headers: { cookie: team },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('uploading a manual', () => {
  let orbitId: number;

  it('indexes a Markdown manual: its rules answer questions and the sample stands aside', async () => {
    const before = events.length;
    const response = await uploadManual(t.app, admin, {
      title: 'Orbit Relay 2026',
      content: ORBIT_MANUAL,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Orbit Relay 2026',
      format: 'markdown',
      isSample: false,
      ruleCount: 4,
      inUse: true,
    });
    orbitId = response.json().id;
    await waitForEvent(before + 1);
    expect(events.at(-1)?.event).toEqual({ type: 'manual.changed' });

    const answer = await ask('How many points is a comet in the upper orbit ring worth?');
    expect(answer.references[0]).toBe('<SG2>');
    expect(answer.answer).toContain('scores 7 points');
    expect(answer.answer).not.toContain('Lantern');

    const rule = await t.app.inject({ url: '/api/manual/rules/SG2', headers: { cookie: team } });
    expect(rule.json()).toMatchObject({
      ruleId: '<SG2>',
      title: 'Comet values',
      documentTitle: 'Orbit Relay 2026',
    });

    const documents = (await list()).json() as { title: string; inUse: boolean }[];
    expect(documents.map((d) => [d.title, d.inUse])).toEqual([
      ['Orbit Relay 2026', true],
      [SAMPLE_MANUAL_TITLE, false],
    ]);
  });

  it("extracts a PDF's text and finds its rules", async () => {
    const pdf = buildPdf([
      'Section 7 - Harbor Rules',
      '<SG40> Lighthouse beam. A robot inside the lighthouse beam must stop for 3 seconds.',
      '<R41> Fog horn. Each robot carries one fog horn no louder than 80 decibels.',
    ]);
    const response = await uploadFile({
      filename: 'harbor-addendum.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'harbor addendum',
      format: 'pdf',
      ruleCount: 2,
    });

    const answer = await ask('how loud can the fog horn be');
    expect(answer.references[0]).toBe('<R41>');
    expect(answer.answer).toContain('no louder than 80 decibels');

    const titled = await uploadFile(
      {
        filename: 'x.pdf',
        contentType: 'application/pdf',
        data: buildPdf(['<T90> Tide table. Matches follow the tide table.']),
      },
      { title: 'Tide rules' },
    );
    expect(titled.json()).toMatchObject({ title: 'Tide rules', ruleCount: 1 });
  });

  it('accepts a Markdown or text file in the same form', async () => {
    const markdown = await uploadFile({
      filename: 'extra.md',
      contentType: 'text/markdown',
      data: Buffer.from('<G77> **Quiet pits.** Keep the pits quiet.'),
    });
    expect(markdown.statusCode, markdown.body).toBe(201);
    expect(markdown.json()).toMatchObject({ title: 'extra', format: 'markdown', ruleCount: 1 });
    const text = await uploadFile({
      filename: 'notes.txt',
      contentType: 'text/plain',
      data: Buffer.from('<G78> Snacks. No snacks on the field.'),
    });
    expect(text.json()).toMatchObject({ format: 'text', ruleCount: 1 });
  });

  it('refuses what it cannot index, with a clear message', async () => {
    const cases: [Awaited<ReturnType<typeof uploadFile>>, number, string][] = [
      [await uploadFile(undefined, { title: 'No file' }), 400, MANUAL_MESSAGES.fileRequired],
      [
        await uploadFile({
          filename: 'robot.exe',
          contentType: 'application/octet-stream',
          data: Buffer.from([1, 2, 0, 4]),
        }),
        400,
        MANUAL_MESSAGES.unsupportedFile,
      ],
      [
        await uploadFile({
          filename: 'broken.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('%PDF-1.4 nothing else'),
        }),
        400,
        MANUAL_MESSAGES.pdfUnreadable,
      ],
      [
        await uploadFile({
          filename: 'blank.pdf',
          contentType: 'application/pdf',
          data: buildPdf([]),
        }),
        400,
        MANUAL_MESSAGES.pdfWithoutText,
      ],
      [
        await uploadFile({
          filename: 'huge.pdf',
          contentType: 'application/pdf',
          data: Buffer.alloc(26 * 1024 * 1024, 32),
        }),
        413,
        MANUAL_MESSAGES.fileTooLarge,
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('checks the JSON form against the contract', async () => {
    const untitled = await uploadManual(t.app, admin, { title: ' ', content: ORBIT_MANUAL });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({
      message: MANUAL_MESSAGES.titleRequired,
      errors: [{ field: 'title', message: MANUAL_MESSAGES.titleRequired }],
    });
    const empty = await uploadManual(t.app, admin, { title: 'Empty', content: '' });
    expect(empty.json().message).toBe(MANUAL_MESSAGES.contentRequired);
    const blankLines = await uploadManual(t.app, admin, {
      title: 'Headings only',
      content: '# A\n\n## B\n',
    });
    expect(blankLines.statusCode).toBe(400);
  });

  it('deletes a document; with no upload left the sample answers again', async () => {
    const documents = (await list()).json() as { id: number; isSample: boolean }[];
    for (const document of documents.filter((d) => !d.isSample)) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/manual/documents/${document.id}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(204);
    }
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/manual/documents/${orbitId}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MANUAL_MESSAGES.documentNotFound);
    expect(
      await t.db.select().from(manualRules).where(eq(manualRules.documentId, orbitId)),
    ).toEqual([]);
    expect((await ask('How long is the autonomous period?')).references[0]).toBe('<SG2>');
    expect((await list()).json()).toMatchObject([{ isSample: true, inUse: true }]);
  });

  it('says that no manual is loaded when every document was deleted', async () => {
    const [sample] = (await list()).json() as { id: number }[];
    await t.app.inject({
      method: 'DELETE',
      url: `/api/manual/documents/${sample!.id}`,
      headers: { cookie: admin },
    });
    const answer = await ask('robot size');
    expect(answer.references).toEqual([]);
    expect(answer.answer).toContain('No game manual has been loaded yet');
  });
});
