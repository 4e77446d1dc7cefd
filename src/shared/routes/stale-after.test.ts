import { describe, expect, it } from 'vitest';
import { API_PREFIX, API_ROOT, API_ROUTES } from './index.ts';
import { makesStale, pathCovers, STALE_AFTER } from './stale-after.ts';

describe('STALE_AFTER', () => {
  it('names only paths the route table has (or a prefix of some)', () => {
    const unknown = Object.values(STALE_AFTER)
      .flat()
      .filter(
        (stale) =>
          !API_ROUTES.some((route) => route.method === 'GET' && pathCovers(stale, route.path)),
      );
    expect(unknown).toEqual([]);
  });

  it('names API paths only', () => {
    const notApi = Object.values(STALE_AFTER)
      .flat()
      .filter((stale: string) => stale !== API_ROOT && !stale.startsWith(API_PREFIX));
    expect(notApi).toEqual([]);
  });

  it('makes what an event is about stale: teams.changed the teams, queue.changed the queue', () => {
    // Not about data of its own: a board merges its changes, a reset and an alert are no thing.
    const notAbout = ['drawing.updated', 'drawing.presence', 'drawing.stroke', 'reset', 'alert'];
    const missed = Object.entries(STALE_AFTER)
      .filter(([type]) => !notAbout.includes(type))
      .filter(([type, paths]) => {
        const own = `${API_PREFIX}${type.split('.')[0]}`;
        return !paths.some((path: string) => pathCovers(own, path) || pathCovers(path, own));
      })
      .map(([type]) => type);
    expect(missed).toEqual([]);
  });

  it('covers a path, what lies under it and its queries, but not a longer name', () => {
    expect(makesStale('teams.changed', '/api/teams')).toBe(true);
    expect(makesStale('teams.changed', '/api/teams/5/consent')).toBe(true);
    expect(makesStale('teams.changed', '/api/teams?registeredOnly=true')).toBe(true);
    expect(makesStale('robots.changed', '/api/robotsx')).toBe(false);
    expect(makesStale('robots.changed', '/api/teams')).toBe(false);
    expect(makesStale('manual.changed', '/api/manual/rules/R12')).toBe(true);
  });

  it('makes everything stale on a reset, and nothing on an alert', () => {
    expect(API_ROUTES.every((route) => makesStale('reset', route.path))).toBe(true);
    expect(API_ROUTES.some((route) => makesStale('alert', route.path))).toBe(false);
  });
});
