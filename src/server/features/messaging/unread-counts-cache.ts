import { unreadCountListSchema, type UnreadCount } from '../../../shared/contract/messages.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { ReadModel } from '../../lib/read-model.ts';

/**
 * Each team's unread counts per sender, kept in memory and serialized once per load (DESIGN
 * section 8, decision 099): a poll of an unchanged inbox costs no query, and its ETag lets the
 * browser get a 304. Keyed by the receiving team; a team's counts are dropped when a message to it
 * is sent or read (on any instance, through NOTIFY), and a load overtaken by that is not kept.
 */
export class UnreadCountsCache {
  private readonly inboxes: ReadModel<JsonBody>;

  constructor(maxTeams = 5000) {
    this.inboxes = new ReadModel({ maxEntries: maxTeams });
  }

  get(receiverTeamId: number, load: () => Promise<UnreadCount[]>): Promise<JsonBody> {
    return this.inboxes.get(String(receiverTeamId), async () =>
      jsonBody(unreadCountListSchema, await load()),
    );
  }

  invalidate(receiverTeamId: number): void {
    this.inboxes.invalidate(String(receiverTeamId));
  }

  /** Teams were removed (their messages with them), or the cache cannot be trusted: forget everything. */
  clear(): void {
    this.inboxes.invalidate();
  }

  get size(): number {
    return this.inboxes.size;
  }
}
