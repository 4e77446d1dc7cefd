import { describe, expect, it } from 'vitest';
import { drawingsRoutes } from './drawings.ts';
import { queueRoutes } from './matches.ts';
import { pathOf } from './path-of.ts';
import { streamsRoutes } from './live.ts';

describe('pathOf', () => {
  it('fills in each parameter of a route path', () => {
    expect(pathOf(drawingsRoutes.unshare, { id: 4, teamId: 7 })).toBe('/api/drawings/4/shares/7');
    expect(pathOf(streamsRoutes.list)).toBe('/api/streams');
  });

  it('encodes what it fills in', () => {
    expect(pathOf(queueRoutes.setCurrent, { field: 'Field 1/2' })).toBe(
      '/api/fields/Field%201%2F2/current',
    );
  });

  it('refuses a missing value', () => {
    // @ts-expect-error -- the type asks for every parameter; the check holds for untyped callers
    expect(() => pathOf(drawingsRoutes.unshare, { id: 4 })).toThrow('no value for :teamId');
    // @ts-expect-error -- as above, with no values at all
    expect(() => pathOf(drawingsRoutes.get)).toThrow('/api/drawings/:id: no value for :id');
  });
});
