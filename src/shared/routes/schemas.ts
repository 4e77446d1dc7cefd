import type { RouteSchemas } from './define.ts';
import type { RouteKey } from './index.ts';
import { EVENT_SCHEMAS } from './schemas-event.ts';
import { LIVE_SCHEMAS } from './schemas-live.ts';

/**
 * The contract schemas each route of the table validates with and answers with, by route. Kept
 * beside the table rather than in its entries: the browser's pages import the entries and never
 * need these names; the server's route-table test proves each is the schema the route uses.
 */
export const ROUTE_SCHEMAS: Partial<Record<RouteKey, RouteSchemas>> = {
  ...EVENT_SCHEMAS,
  ...LIVE_SCHEMAS,
};
