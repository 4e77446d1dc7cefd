import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DAY, dayUrl, slotAt } from '../test-data.ts';
import { TimeslotPicker } from './timeslot-picker.tsx';

const visitor = {
  'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
};

function renderPicker(
  date: string | null,
  onSelect = vi.fn(),
  clashOf?: (slot: { id: number }) => string | null,
) {
  return renderWithProviders(
    <TimeslotPicker
      tournamentDate={date}
      date={date}
      onDateChange={() => {}}
      selectedId={null}
      onSelect={onSelect}
      clashOf={clashOf}
    />,
  );
}

describe('TimeslotPicker (spec 2.6)', () => {
  it('says the tournament day is not set yet', () => {
    mockFetch(visitor);
    renderPicker(null);
    expect(screen.getByText('No interview slots available')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The tournament day has not been set by the administrator yet. Please check back later.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the loading message, then that no slots were scheduled for the day', async () => {
    mockFetch({ ...visitor, [`GET ${dayUrl()}`]: { status: 200, body: [] } });
    renderPicker(DAY);
    expect(screen.getByText('Loading available time slots...')).toBeInTheDocument();
    expect(
      await screen.findByText('No slots have been scheduled for May 3, 2031.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tournament day:')).toBeInTheDocument();
  });

  it('says no slot is available when every slot lies outside 10:00 to 17:00', async () => {
    mockFetch({
      ...visitor,
      [`GET ${dayUrl()}`]: { status: 200, body: [slotAt(1, 9, 40), slotAt(2, 17, 0)] },
    });
    renderPicker(DAY);
    expect(await screen.findByText('No time slots available for this date')).toBeInTheDocument();
  });

  it('lists the window’s slots by start time with Available or Booked: {team}; only open ones can be chosen', async () => {
    const onSelect = vi.fn();
    mockFetch({
      ...visitor,
      [`GET ${dayUrl()}`]: {
        status: 200,
        body: [
          slotAt(3, 16, 40),
          slotAt(1, 10, 0, { id: 9, name: 'Gear Grinders' }),
          slotAt(2, 10, 20),
          slotAt(4, 8, 0),
          // A team's number shows beside its name.
          slotAt(5, 11, 0, { id: 10, name: 'Bolt Brigade', number: '77B' }),
        ],
      },
    });
    renderPicker(DAY, onSelect);
    const buttons = await screen.findAllByRole('button', { name: / to / });
    expect(buttons.map((b) => b.textContent)).toEqual([
      '10:00 AM to 10:20 AMBooked: Gear Grinders',
      '10:20 AM to 10:40 AMAvailable',
      '11:00 AM to 11:20 AMBooked: 77B Bolt Brigade',
      '4:40 PM to 5:00 PMAvailable',
    ]);
    expect(buttons[0]).toBeDisabled();
    expect(screen.getByText('2 of 4 slots available')).toBeInTheDocument();
    await userEvent.click(buttons[1]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('narrows a day with parallel rooms to one room', async () => {
    mockFetch({
      ...visitor,
      [`GET ${dayUrl()}`]: {
        status: 200,
        body: [
          slotAt(1, 10),
          { ...slotAt(2, 10), room: 'Judging Room 2' },
          { ...slotAt(3, 11), room: 'Judging Room 2' },
        ],
      },
    });
    renderPicker(DAY);
    expect(await screen.findAllByRole('button', { name: / to / })).toHaveLength(3);
    expect(screen.getByText('3 of 3 slots available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Judging Room 2' }));
    expect(screen.getByRole('button', { name: 'Judging Room 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { name: / to / })).toHaveLength(2);
    expect(screen.getByText('2 of 2 slots available')).toBeInTheDocument();
  });

  it('opens a calendar whose weeks start on Sunday', async () => {
    mockFetch({ ...visitor, [`GET ${dayUrl()}`]: { status: 200, body: [] } });
    renderPicker(DAY);
    await userEvent.click(screen.getByRole('button', { name: 'Interview date' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(
      screen.getByRole('button', { name: 'Saturday, May 3, 2031, tournament day' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables an open slot that clashes with the team’s match, showing why', async () => {
    const onSelect = vi.fn();
    mockFetch({
      ...visitor,
      [`GET ${dayUrl()}`]: { status: 200, body: [slotAt(1, 10, 0), slotAt(2, 10, 20)] },
    });
    renderPicker(DAY, onSelect, (slot) =>
      slot.id === 2 ? 'Clashes with your match Q12 at 10:40' : null,
    );
    const buttons = await screen.findAllByRole('button', { name: / to / });
    expect(buttons.map((b) => b.textContent)).toEqual([
      '10:00 AM to 10:20 AMAvailable',
      '10:20 AM to 10:40 AMClashes with your match Q12 at 10:40',
    ]);
    expect(buttons[1]).toBeDisabled();
    expect(screen.getByText('1 of 2 slots available')).toBeInTheDocument();
  });
});
