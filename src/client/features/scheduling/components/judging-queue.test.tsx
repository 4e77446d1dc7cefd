import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DAY, interviewAt } from '../test-data.ts';
import { JudgingQueue } from './judging-queue.tsx';

const at = (hour: number, minute = 0) => new Date(2031, 4, 3, hour, minute);

describe('JudgingQueue', () => {
  it('lists each room’s teams in order with their progress, counts no-shows, and records a tap', async () => {
    const interviews = [
      interviewAt(1, at(10), { team: { name: 'Robo Raptors', number: null }, progress: 'done' }),
      interviewAt(2, at(10, 20), {
        team: { name: 'Gear Gurus', number: '1234A' },
        progress: 'no_show',
      }),
      interviewAt(3, at(10, 40), { team: { name: 'Bolt Brigade', number: null } }),
      interviewAt(4, at(10), { team: { name: 'Canceled Crew', number: null }, status: 'canceled' }),
    ].map((interview) => ({ ...interview, timeslot: { ...interview.timeslot, room: 'Room 1' } }));
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      [`GET /api/interviews?date=${DAY}`]: { status: 200, body: interviews },
      'PUT /api/interviews/3/progress': {
        status: 200,
        body: { ...interviews[2], progress: 'arrived' },
      },
    });
    renderWithProviders(<JudgingQueue date={DAY} />, { path: '/home' });

    const queue = await screen.findByRole('region', { name: 'Queue of Room 1' });
    expect(queue).toHaveTextContent('1 of 3 done');
    expect(within(queue).getByTestId('no-show-count')).toHaveTextContent('1');
    expect(queue).not.toHaveTextContent('Canceled Crew');
    const rows = within(queue).getAllByRole('group', { name: /^Progress of / });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Progress of Robo Raptors',
      'Progress of 1234A Gear Gurus',
      'Progress of Bolt Brigade',
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'No show' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const arrived = within(rows[2]!).getByRole('button', { name: 'Arrived' });
    expect(arrived.className).toContain('min-h-12');

    await userEvent.setup().click(arrived);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/interviews/3/progress',
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ progress: 'arrived' }) }),
      ),
    );
  });
});
