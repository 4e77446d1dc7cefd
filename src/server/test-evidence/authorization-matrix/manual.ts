import type { EvidenceApp } from '../evidence-app.ts';
import { adminOnly, signedInTeamOrOrganiser } from './callers.ts';
import { del, get, post, probe, row, unique, type Row } from './probes.ts';
import { adminCookie } from './world.ts';

/** The manual assistants and their documents (src/shared/routes/manual.ts). */
export function manualRows(t: EvidenceApp): Row[] {
  const freshManualDocument = async (): Promise<number> => {
    const response = await t.app.inject({
      ...post('/api/manual/documents', {
        title: `Matrix manual ${unique()}`,
        content: '# Rules\n\n<MX1> **Matrix.** Stay on the field.',
      }),
      headers: { cookie: await adminCookie(t) },
    });
    if (response.statusCode !== 201) throw new Error(`manual upload failed: ${response.body}`);
    return response.json().id;
  };
  return [
    row(
      'POST /api/manual/ask',
      probe(
        post('/api/manual/ask', { question: 'How does a match start?' }),
        signedInTeamOrOrganiser(200),
      ),
    ),
    row(
      'POST /api/manual/ask-perplexity',
      probe(
        post('/api/manual/ask-perplexity', { question: 'How does a match start?' }),
        signedInTeamOrOrganiser(200),
      ),
    ),
    row('GET /api/manual/status', probe(get('/api/manual/status'), signedInTeamOrOrganiser(200))),
    row(
      'GET /api/manual/rules/:ruleId',
      probe(get('/api/manual/rules/SG1'), signedInTeamOrOrganiser(200)),
    ),
    row('GET /api/manual/documents', probe(get('/api/manual/documents'), adminOnly(200))),
    row(
      'POST /api/manual/documents',
      probe(
        async () =>
          post('/api/manual/documents', {
            title: `Matrix manual ${unique()}`,
            content: '# Rules\n\n<MX2> **Matrix.** Stay on the field.',
          }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/manual/documents/:id',
      probe(
        async () => del(`/api/manual/documents/${await freshManualDocument()}`),
        adminOnly(204),
      ),
    ),
  ];
}
