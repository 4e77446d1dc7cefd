import { describe, expect, it } from 'vitest';
import type { Parser } from 'wouter';
import { caseInsensitive } from './case-insensitive-parser.ts';

/** A deliberately case-sensitive parser supporting `:name` params. */
const caseSensitive: Parser = (route) => {
  const keys: string[] = [];
  const source = route.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}/?$`), keys };
};

describe('caseInsensitive', () => {
  it('makes a case-sensitive parser match any letter case', () => {
    expect(caseSensitive('/dashboard').pattern.exec('/DASHBOARD')).toBeNull();
    const parser = caseInsensitive(caseSensitive);
    expect(parser('/dashboard').pattern.exec('/DASHBOARD')).not.toBeNull();
    expect(parser('/track-bots').pattern.exec('/Track-Bots/')).not.toBeNull();
    expect(parser('/track-bots').pattern.exec('/track-robots')).toBeNull();
  });

  it('keeps named params with their original case', () => {
    const { pattern, keys } = caseInsensitive(caseSensitive)('/teams/:name');
    expect(keys).toEqual(['name']);
    expect(pattern.exec('/TEAMS/RoboRaptors')?.[1]).toBe('RoboRaptors');
  });

  it('can wrap an already case-insensitive parser', () => {
    const twice = caseInsensitive(caseInsensitive(caseSensitive));
    expect(twice('/home').pattern.exec('/HOME')).not.toBeNull();
  });

  it('falls back to the lower-cased path for matchers that are not RegExps', () => {
    const exact: Parser = (route) => ({
      pattern: { exec: (path: string) => (path === route ? ([path] as RegExpExecArray) : null) },
    });
    expect(caseInsensitive(exact)('/messages').pattern.exec('/MESSAGES')).not.toBeNull();
  });
});
