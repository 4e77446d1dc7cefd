import { describe, expect, it } from 'vitest';
import { pathCovers, STALE_AFTER } from '../shared/routes/stale-after.ts';
import { announcementsQueryKeys } from './features/announcements/api.ts';
import { authQueryKeys } from './features/auth/api.ts';
import { displayQueryKeys } from './features/display/api.ts';
import { drawingQueryKeys } from './features/drawing/api.ts';
import { helpQueryKeys } from './features/help/api.ts';
import { manualQueryKeys } from './features/manual/api.ts';
import { matchesQueryKeys } from './features/matches/endpoints.ts';
import { queueQueryKeys } from './features/matches/queue-api.ts';
import { messagingQueryKeys } from './features/messaging/api.ts';
import { operationsQueryKeys } from './features/operations/api.ts';
import { registrationQueryKeys } from './features/registration/api.ts';
import { schedulingQueryKeys } from './features/scheduling/endpoints.ts';
import { settingsQueryKeys } from './features/settings/api.ts';
import { staffQueryKeys } from './features/staff/api.ts';
import { streamsQueryKeys } from './features/streams/api.ts';
import { trackingQueryKeys } from './features/tracking/api.ts';

/** Every feature's own query keys, against the shared map of what live events make stale. */
const OWNED = [
  announcementsQueryKeys,
  authQueryKeys,
  displayQueryKeys,
  drawingQueryKeys,
  helpQueryKeys,
  manualQueryKeys,
  matchesQueryKeys,
  queueQueryKeys,
  messagingQueryKeys,
  operationsQueryKeys,
  registrationQueryKeys,
  schedulingQueryKeys,
  settingsQueryKeys,
  staffQueryKeys,
  streamsQueryKeys,
  trackingQueryKeys,
].flatMap((keys) => Object.values(keys).map(([path]) => path));

/** Answers no live event changes: refetched when their page opens. */
const NOT_LIVE = new Set(['/api/canned-messages', '/api/event/demo', '/api/audit']);

const STALE_PATHS = Object.values(STALE_AFTER)
  .flat()
  .filter((path) => path !== '/api');

describe('the query keys features own', () => {
  it('are owned once each', () => {
    expect(new Set(OWNED).size).toBe(OWNED.length);
  });

  it('cover every path the shared map makes stale', () => {
    const unowned = STALE_PATHS.filter((stale) => !OWNED.some((key) => pathCovers(stale, key)));
    expect(unowned).toEqual([]);
  });

  it('are each made stale by some live event, unless no event changes them', () => {
    const neverStale = OWNED.filter(
      (key) => !NOT_LIVE.has(key) && !STALE_PATHS.some((stale) => pathCovers(stale, key)),
    );
    expect(neverStale).toEqual([]);
    expect(OWNED.filter((key) => NOT_LIVE.has(key)).sort()).toEqual([...NOT_LIVE].sort());
  });
});
