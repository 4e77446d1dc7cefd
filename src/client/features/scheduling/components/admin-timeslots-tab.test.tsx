import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { teamFixture, tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { chooseOption, stubPointerApis } from '../../../test/radix-select.ts';
import { slotAt } from '../test-data.ts';
import { AdminTimeslotsTab } from './admin-timeslots-tab.tsx';

const slots = Array.from({ length: 12 }, (_, i) =>
  slotAt(
    i + 1,
    10 + Math.floor(i / 3),
    (i % 3) * 20,
    i === 1 ? { id: 9, name: 'Bolt Brigade', number: '77B' } : undefined,
  ),
);

const page = (offset: number) => ({
  status: 200,
  body: slots.slice(offset, offset + 10),
  headers: { 'X-Total-Count': String(slots.length) },
});

function setup(more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    ...more,
    'GET /api/auth/me': { status: 200, body: adminSession },
    'GET /api/timeslots?limit=10&offset=0': page(0),
    'GET /api/timeslots?limit=10&offset=10': page(10),
    'GET /api/settings/tournament': {
      status: 200,
      body: tournamentSettingsFixture({ tournamentDate: '2031-05-03' }),
    },
    'GET /api/teams?registeredOnly=true': {
      status: 200,
      body: [teamFixture({ id: 7, name: 'Robo Raptors', isRegistered: true })],
    },
  });
}

describe('AdminTimeslotsTab (spec 2.9)', () => {
  it('shows the first 10 slots, says so, and pages through the rest one request at a time', async () => {
    const fetchMock = setup();
    renderWithProviders(<AdminTimeslotsTab />);
    expect(await screen.findByText('Showing 10 of 12 timeslots')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Timeslots' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    // A booked slot names its team with the team's number.
    expect(screen.getByText('Booked: 77B Bolt Brigade')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2 of 12 timeslots')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Timeslots' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/timeslots'))).toEqual([
      '/api/timeslots?limit=10&offset=0',
      '/api/timeslots?limit=10&offset=10',
    ]);
  });

  it('narrows the list to the day chosen, says when it has none, and goes back to every day', async () => {
    setup({
      'GET /api/timeslots?date=2031-05-03&limit=10&offset=0': {
        status: 200,
        body: slots.slice(3, 5),
        headers: { 'X-Total-Count': '2' },
      },
      'GET /api/timeslots?date=2031-05-04&limit=10&offset=0': {
        status: 200,
        body: [],
        headers: { 'X-Total-Count': '0' },
      },
    });
    renderWithProviders(<AdminTimeslotsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const day = screen.getByLabelText('Day');
    // A whole date starts again at that day's first page.
    fireEvent.input(day, { target: { value: '2031-05-03' } });
    expect(await screen.findByText('Showing 2 of 2 timeslots')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Timeslot pages' })).not.toBeInTheDocument();
    fireEvent.input(day, { target: { value: '2031-05-04' } });
    expect(await screen.findByText('No timeslots on May 4, 2031.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All days' }));
    expect(await screen.findByText('Showing 10 of 12 timeslots')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('');
  });

  it("asks for a start time and team with the spec's words before creating", async () => {
    const fetchMock = setup();
    renderWithProviders(<AdminTimeslotsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Timeslot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Timeslot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Timeslot' }));
    expect(
      await within(dialog).findByText('Please select a start time and team.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('warns when the chosen start lies outside the 10:00 to 17:00 window teams see', async () => {
    stubPointerApis();
    setup();
    const user = userEvent.setup();
    renderWithProviders(<AdminTimeslotsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add New Timeslot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Timeslot' });
    const warning =
      'Teams only see slots that start between 10:00 and 17:00: this one will not be offered to them.';
    await chooseOption(user, 'Hour', '9 AM (09)');
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    await chooseOption(user, 'Hour', '4 PM (16)');
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
    // Radix selects are slow to drive in happy-dom on a busy machine.
  }, 15_000);
});
