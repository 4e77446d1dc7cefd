import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldQueue } from '../../../../shared/contract/queue.ts';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { QueueCard } from './queue-card.tsx';

const queue: FieldQueue[] = [
  {
    field: 'Field 1',
    currentMatch: 'Q12',
    matches: [
      {
        label: 'Q12',
        startTime: '2030-05-03T09:00:00.000Z',
        state: 'on-field',
        teams: [{ teamId: 1, name: 'Gears', number: '12A', station: 'red1', checkIn: null }],
      },
      {
        label: 'Q13',
        startTime: '2030-05-03T09:08:00.000Z',
        state: 'on-deck',
        teams: [{ teamId: 2, name: 'Bolts', number: null, station: 'red1', checkIn: 'checked-in' }],
      },
    ],
  },
  { field: 'Field 2', currentMatch: null, matches: [] },
];

describe('QueueCard', () => {
  it('marks the next match on the field and checks a team in, with each control named', async () => {
    const fetchMock = mockFetch({
      'GET /api/queue': { status: 200, body: queue },
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({ timeZone: 'UTC' }),
      },
      'PUT /api/fields/Field%201/current': {
        status: 200,
        body: { field: 'Field 1', match: 'Q13', called: 2 },
      },
      'PUT /api/queue/check-ins': {
        status: 200,
        body: { match: 'Q12', teamId: 1, status: 'drive-team-only' },
      },
    });
    renderWithProviders(<QueueCard />);
    expect(await screen.findByText('On the field now: Q12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Field 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('On deck')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Q13 as on the field' }));
    expect(await screen.findByText('2 teams were called to queue.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/fields/Field%201/current' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put![1]!.body))).toEqual({ match: 'Q13' });
    const gears = screen.getByRole('group', { name: 'Check-in of 12A Gears for Q12' });
    expect(
      within(screen.getByRole('group', { name: 'Check-in of Bolts for Q13' })).getByRole('button', {
        name: 'Checked in',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(gears).getByRole('button', { name: 'Drive team only' }));
    const checkIn = fetchMock.mock.calls.find(([url]) => String(url) === '/api/queue/check-ins');
    expect(JSON.parse(String(checkIn![1]!.body))).toEqual({
      match: 'Q12',
      teamId: 1,
      status: 'drive-team-only',
    });
  });
});
