import type { ServerEventType } from '../events.ts';

/**
 * What each live event makes stale, for the browser and the server alike: the API paths whose
 * answers it may change. A path covers itself and every path under it (`/api/teams` covers
 * `/api/teams/5/consent` and `/api/teams?registeredOnly=true`). The browser refetches the
 * queries keyed by those paths (lib/event-stream.ts); each server read model drops its copy when
 * the path it serves is stale. Every path here is a route of the table, or a prefix of some.
 */
export const STALE_AFTER = {
  // A team's name or number shows in every list that names teams; its session says its name
  // and whether it was checked in at the venue.
  'teams.changed': [
    '/api/auth/me',
    '/api/teams',
    '/api/display',
    '/api/interviews',
    '/api/timeslots',
    '/api/robots',
    '/api/matches',
    '/api/messages',
    '/api/blocks',
  ],
  // The tournament day decides which slots the teams' lists show.
  'settings.changed': [
    '/api/settings/tournament',
    '/api/settings/scheduling',
    '/api/display',
    '/api/timeslots',
  ],
  'timeslots.changed': ['/api/timeslots', '/api/display'],
  'interviews.changed': ['/api/interviews', '/api/timeslots', '/api/display'],
  'messages.created': ['/api/messages', '/api/messages/unread'],
  'messages.read': ['/api/messages', '/api/messages/unread'],
  'blocks.changed': ['/api/blocks', '/api/messages'],
  'robots.changed': ['/api/robots'],
  'matches.changed': ['/api/matches', '/api/blocked-periods', '/api/queue'],
  'streams.changed': ['/api/streams'],
  'manual.changed': ['/api/manual'],
  'drawings.changed': ['/api/drawings'],
  // A co-edited board merges these itself, from the event's own update.
  'drawing.updated': [],
  'drawing.presence': [],
  'drawing.stroke': [],
  // The server no longer knows what this stream missed: everything may be stale.
  reset: ['/api'],
  'announcements.changed': ['/api/announcements'],
  'help-requests.changed': ['/api/help-requests'],
  // The people list, and the set-up checklist's 'people' step.
  'staff.changed': ['/api/staff', '/api/event/setup'],
  // A field's current match (the teams' queue states) or a check-in at the queue.
  'queue.changed': ['/api/matches', '/api/queue'],
  // Shown as a toast; the data it mentions changes through its own event.
  alert: [],
} as const satisfies Record<ServerEventType, readonly string[]>;

/** True when `path` is `stalePath` or lies under it (`/api/teams/5`, `/api/teams?x`). */
export function pathCovers(stalePath: string, path: string): boolean {
  return path === stalePath || path.startsWith(`${stalePath}/`) || path.startsWith(`${stalePath}?`);
}

/** Whether an event of this type may change the answer at `path`. */
export function makesStale(type: ServerEventType, path: string): boolean {
  return STALE_AFTER[type].some((stalePath) => pathCovers(stalePath, path));
}
