import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { slotAt } from '../test-data.ts';
import { AdminTimeslotsTab } from './admin-timeslots-tab.tsx';

const slots = Array.from({ length: 12 }, (_, i) => slotAt(i + 1, 10 + Math.floor(i / 3), (i % 3) * 20));

function setup() {
  return mockFetch({
    'GET /api/auth/me': { status: 200, body: adminSession },
    'GET /api/timeslots': { status: 200, body: slots },
    'GET /api/settings/tournament': { status: 200, body: { tournamentDate: '2031-05-03', updatedAt: null } },
    'GET /api/teams?registeredOnly=true': { status: 200, body: [{ id: 7, name: 'Robo Raptors' }] },
  });
}

describe('AdminTimeslotsTab (spec 2.9)', () => {
  it('shows the first 10 slots, says so, and shows the rest on request', async () => {
    setup();
    renderWithProviders(<AdminTimeslotsTab />);
    expect(await screen.findByText('Showing 10 of 12 timeslots')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Timeslots' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 12 timeslots' }));
    expect(screen.getByText('Showing 12 of 12 timeslots')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Timeslots' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it("asks for a start time and team with the spec's words before creating", async () => {
    const fetchMock = setup();
    renderWithProviders(<AdminTimeslotsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Timeslot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Timeslot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Timeslot' }));
    expect(await within(dialog).findByText('Please select a start time and team.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
