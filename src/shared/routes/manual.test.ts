import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './index.ts';
import { MANUAL_PREFIX, manualRoutes } from './manual.ts';

describe('MANUAL_PREFIX', () => {
  // The browser drops every query under it when a new manual arrives: it must reach them all,
  // and no other feature's.
  it("starts the path of every manual route, and of no other feature's", () => {
    const underPrefix = API_ROUTES.filter((route) => route.path.startsWith(MANUAL_PREFIX));
    expect(underPrefix).toEqual(Object.values(manualRoutes));
  });
});
