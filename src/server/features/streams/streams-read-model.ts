import { streamListSchema } from '../../../shared/contract/streams.ts';
import type { Executor } from '../../db/client.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { cachedValue, type CachedValue, type ReadModelOptions } from '../../lib/read-model.ts';
import { listStreams } from './streams.service.ts';

/** The list serialized once per load, with a strong tag, as it has always been served with. */
type StreamsSnapshot = JsonBody;

export type StreamsReadModel = CachedValue<StreamsSnapshot>;

/**
 * The stream list kept in memory (DESIGN section 8): every open page reads it, and it changes
 * only when an administrator adds or removes a stream. Dropped on `streams.changed`, which every
 * instance receives, and reloaded on the next read (or once older than `maxAgeMs`, in case a
 * notification was lost with a dropped LISTEN connection).
 */
export function createStreamsReadModel(
  db: Executor,
  options?: Omit<ReadModelOptions, 'maxEntries'>,
): StreamsReadModel {
  return cachedValue(async () => {
    return jsonBody(streamListSchema, await listStreams(db), { weak: false });
  }, options);
}
