import type { AppDb } from '../client.ts';
import { streams } from '../schema.ts';
import { canonicalWatchUrl } from '../../../shared/contract/streams.ts';

/**
 * The demo event's stream. The video id is a placeholder (valid in form, made up): an organiser
 * replaces it with the event's real broadcast under 'Manage Live Stream'.
 */
export const DEMO_STREAM = {
  title: 'Main Field: Qualification Matches (demo)',
  videoId: 'demoStream1',
};

export async function seedDemoStreams(db: AppDb) {
  await db.insert(streams).values({
    title: DEMO_STREAM.title,
    isDemo: true,
    videoId: DEMO_STREAM.videoId,
    youtubeUrl: canonicalWatchUrl(DEMO_STREAM.videoId),
  });
}
