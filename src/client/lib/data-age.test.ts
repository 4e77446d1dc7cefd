import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { describeAge, describeAgeIn, oldestShownDataAt } from './data-age.ts';

describe('describeAge', () => {
  const now = Date.parse('2026-05-03T12:00:00Z');
  it.each([
    [now - 20_000, 'just now'],
    [now - 5 * 60_000, '5 min ago'],
    [now - 3 * 3_600_000, '3 h ago'],
    [now - 26 * 3_600_000, '1 day ago'],
    [now - 50 * 3_600_000, '2 days ago'],
  ])('%s is %s', (at, text) => expect(describeAge(at, now)).toBe(text));
});

describe('oldestShownDataAt', () => {
  it('is the oldest data on screen, ignoring data nobody shows', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/interviews'], [], { updatedAt: 1000 });
    client.setQueryData(['/api/robots'], [], { updatedAt: 3000 });
    client.setQueryData(['/api/streams'], [], { updatedAt: 10 });
    expect(oldestShownDataAt(client)).toBeNull();
    const stop = [['/api/interviews'], ['/api/robots']].map((queryKey) =>
      new QueryObserver(client, { queryKey, staleTime: Infinity }).subscribe(() => {}),
    );
    expect(oldestShownDataAt(client)).toBe(1000);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('describeAgeIn', () => {
  const now = Date.parse('2026-05-03T12:00:00Z');
  it('keeps the English wording and says it through Intl in another language', () => {
    expect(describeAgeIn('en', now - 5 * 60_000, now)).toBe('5 min ago');
    expect(describeAgeIn('es', now - 5 * 60_000, now)).toBe('hace 5 minutos');
    expect(describeAgeIn('fr', now - 3 * 3_600_000, now)).toBe('il y a 3 heures');
  });
});
