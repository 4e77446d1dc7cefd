import { messageListSchema, type Message } from '../../../shared/contract/messages.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { ReadModel } from '../../lib/read-model.ts';

/** A page serialized once per load, with a strong tag, as conversations have always been served with. */
export type CachedConversation = JsonBody;

/** Both teams see the same conversation: the pair is named the same way round for both. */
const pairPrefix = (a: number, b: number) => (a < b ? `${a}:${b}:` : `${b}:${a}:`);

/**
 * The newest page of recently read conversations, kept in memory (DESIGN section 8): a poll of
 * an unchanged conversation costs no query, and its ETag lets the browser get a 304. Keyed by
 * pair and page size; every page of a pair is dropped when a message event for the pair arrives
 * (from any instance, through NOTIFY), and a load overtaken by that is not kept.
 */
export class ConversationCache {
  private readonly pages: ReadModel<CachedConversation>;

  constructor(maxPages = 5000) {
    this.pages = new ReadModel({ maxEntries: maxPages });
  }

  get(
    teamA: number,
    teamB: number,
    limit: number,
    load: () => Promise<Message[]>,
  ): Promise<CachedConversation> {
    return this.pages.get(`${pairPrefix(teamA, teamB)}${limit}`, async () => {
      return jsonBody(messageListSchema, await load(), { weak: false });
    });
  }

  invalidate(teamA: number, teamB: number): void {
    const prefix = pairPrefix(teamA, teamB);
    this.pages.invalidateWhere((key) => key.startsWith(prefix));
  }

  /** Team names changed, or the cache cannot be trusted: forget everything. */
  clear(): void {
    this.pages.invalidate();
  }

  get size(): number {
    return this.pages.size;
  }
}
