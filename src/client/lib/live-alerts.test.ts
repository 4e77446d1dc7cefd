import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { handleEventData } from './event-stream.ts';
import { isOwnAlert, onLiveAlert } from './live-alerts.ts';

const alert = {
  type: 'interview.changed' as const,
  title: 'Your interview changed',
  body: 'Moved.',
  url: '/dashboard',
};

describe('live alerts', () => {
  it('hands an alert from the event stream to its listeners', () => {
    const heard: unknown[] = [];
    const stop = onLiveAlert((event) => heard.push(event));
    handleEventData(new QueryClient(), JSON.stringify({ type: 'alert', alert, teamId: 4 }));
    handleEventData(new QueryClient(), JSON.stringify({ type: 'teams.changed' }));
    stop();
    handleEventData(new QueryClient(), JSON.stringify({ type: 'alert', alert, teamId: 4 }));
    expect(heard).toEqual([{ type: 'alert', alert, teamId: 4 }]);
  });

  it('shows a team its own alerts and everyone announcements; an administrator only announcements', () => {
    const forTeam4 = { type: 'alert' as const, alert, teamId: 4 };
    const announcement = {
      type: 'alert' as const,
      alert: { ...alert, type: 'announcement' as const },
    };
    expect(isOwnAlert(forTeam4, { isAdmin: false, teamId: 4 })).toBe(true);
    expect(isOwnAlert(forTeam4, { isAdmin: false, teamId: 5 })).toBe(false);
    expect(isOwnAlert(forTeam4, { isAdmin: true, teamId: null })).toBe(false);
    expect(isOwnAlert(announcement, { isAdmin: true, teamId: null })).toBe(true);
    expect(isOwnAlert(announcement, { isAdmin: false, teamId: 5 })).toBe(true);
  });
});
