import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles.ts';

describe('pageTitle', () => {
  it.each([
    ['/home', 'Home - PitCrew'],
    ['/Messages/', 'Team Messages - PitCrew'],
    ['/dashboard', 'Interview Dashboard - PitCrew'],
    ['/drawing-pad', 'Drawing Pad - PitCrew'],
    ['/nowhere', '404 Page Not Found - PitCrew'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});
