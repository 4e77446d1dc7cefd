import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import {
  canonicalWatchUrl,
  extractVideoId,
  STREAM_LINK_INVALID,
  type CreateStreamRequest,
  type Stream,
} from '../../../shared/contract/streams.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './streams.repo.ts';
import { transaction } from '../../db/transactions.ts';

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

/** What the activity log keeps of a stream. */
const audited = (row: repo.StreamRow) => ({ title: row.title, youtubeUrl: row.youtubeUrl });

/**
 * Stores the stream under the host's plain watch link, so tracking parameters are not kept. The
 * activity log gets the stream as stored, in the same transaction.
 */
export async function createStream(
  { db, events }: WriteDeps,
  auth: Auth,
  input: CreateStreamRequest,
): Promise<Stream> {
  const videoId = extractVideoId(input.youtubeUrl);
  if (!videoId)
    throw badRequest(CODED.streams.linkInvalid, [
      { field: 'youtubeUrl', message: STREAM_LINK_INVALID },
    ]);
  const row = await transaction(db, async (tx) => {
    const inserted = await repo.insertStream(tx, {
      youtubeUrl: canonicalWatchUrl(videoId),
      videoId,
      title: input.title,
    });
    await recordAudit(tx, auth, {
      action: 'stream.created',
      target: `stream ${inserted.id}`,
      after: audited(inserted),
    });
    return inserted;
  });
  await events.emit({ type: 'streams.changed' });
  return toStreamDto(row);
}

/** Removes a stream; the activity log keeps what it was, in the same transaction. */
export async function deleteStream(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
): Promise<void> {
  await transaction(db, async (tx) => {
    const removed = await repo.deleteStream(tx, id);
    if (!removed) throw notFound(CODED.streams.notFound);
    await recordAudit(tx, auth, {
      action: 'stream.deleted',
      target: `stream ${id}`,
      before: audited(removed),
    });
  });
  await events.emit({ type: 'streams.changed' });
}
