import { createHash } from 'node:crypto';
import type { Message } from '../../../shared/contract/messages.ts';

export interface CachedConversation {
  messages: Message[];
  etag: string;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * The newest page of recently read conversations, kept in memory (DESIGN section 8): a poll of
 * an unchanged conversation costs no query, and its ETag lets the browser get a 304. Entries are
 * dropped when a message event for the pair arrives (from any instance, through NOTIFY).
 *
 * A load that was running while its pair was invalidated is not stored, so a stale page can
 * never outlive the event that made it stale.
 */
export class ConversationCache {
  private readonly pages = new Map<string, Map<number, CachedConversation>>();
  private readonly loading = new Map<string, Set<symbol>>();

  constructor(private readonly maxPairs = 5000) {}

  async get(teamA: number, teamB: number, limit: number, load: () => Promise<Message[]>): Promise<CachedConversation> {
    const pair = pairKey(teamA, teamB);
    const cached = this.pages.get(pair)?.get(limit);
    if (cached) return cached;

    const ticket = Symbol(pair);
    let tickets = this.loading.get(pair);
    if (!tickets) this.loading.set(pair, (tickets = new Set()));
    tickets.add(ticket);
    try {
      const messages = await load();
      const page = { messages, etag: etagOf(messages) };
      if (this.loading.get(pair)?.has(ticket)) this.store(pair, limit, page);
      return page;
    } finally {
      const current = this.loading.get(pair);
      current?.delete(ticket);
      if (current?.size === 0) this.loading.delete(pair);
    }
  }

  invalidate(teamA: number, teamB: number): void {
    const pair = pairKey(teamA, teamB);
    this.pages.delete(pair);
    this.loading.delete(pair);
  }

  /** Team names changed, or the cache cannot be trusted: forget everything. */
  clear(): void {
    this.pages.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private store(pair: string, limit: number, page: CachedConversation) {
    let byLimit = this.pages.get(pair);
    if (!byLimit) {
      if (this.pages.size >= this.maxPairs) {
        // Evict the pair stored longest ago (Map keeps insertion order).
        const oldest = this.pages.keys().next().value;
        if (oldest !== undefined) this.pages.delete(oldest);
      }
      this.pages.set(pair, (byLimit = new Map()));
    }
    byLimit.set(limit, page);
  }
}

function etagOf(messages: Message[]): string {
  return `"${createHash('sha1').update(JSON.stringify(messages)).digest('base64url')}"`;
}
