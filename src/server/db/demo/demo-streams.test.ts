import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractVideoId } from '../../../shared/contract/streams.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { DEMO_STREAM, seedDemoStreams } from './demo-streams.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo stream', () => {
  it('is one stream the API serves, with a link the stream rules accept', async () => {
    await seedDemoStreams(t.db);
    const list = await t.app.inject({
      url: '/api/streams',
      headers: { cookie: await signInAdmin(t.app) },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ title: DEMO_STREAM.title, videoId: DEMO_STREAM.videoId }),
    ]);
    expect(extractVideoId(list.json()[0].youtubeUrl)).toBe(DEMO_STREAM.videoId);
  });
});
