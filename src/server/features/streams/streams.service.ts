import type { WriteDeps } from '../../feature-options.ts';
import {
  canonicalWatchUrl,
  extractVideoId,
  STREAM_LINK_INVALID,
  STREAM_NOT_FOUND,
  type CreateStreamRequest,
  type Stream,
} from '../../../shared/contract/streams.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import * as repo from './streams.repo.ts';

function toStreamDto(row: repo.StreamRow): Stream {
  return {
    id: row.id,
    youtubeUrl: row.youtubeUrl,
    title: row.title,
    videoId: row.videoId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStreams(db: Executor): Promise<Stream[]> {
  return (await repo.listStreams(db)).map(toStreamDto);
}

/** Stores the stream under the host's plain watch link, so tracking parameters are not kept. */
export async function createStream({ db, events }: WriteDeps, input: CreateStreamRequest): Promise<Stream> {
  const videoId = extractVideoId(input.youtubeUrl);
  if (!videoId) throw badRequest(STREAM_LINK_INVALID, [{ field: 'youtubeUrl', message: STREAM_LINK_INVALID }]);
  const row = await repo.insertStream(db, { youtubeUrl: canonicalWatchUrl(videoId), videoId, title: input.title });
  await events.emit({ type: 'streams.changed' });
  return toStreamDto(row);
}

export async function deleteStream({ db, events }: WriteDeps, id: number): Promise<void> {
  if (!(await repo.deleteStream(db, id))) throw notFound(STREAM_NOT_FOUND);
  await events.emit({ type: 'streams.changed' });
}
