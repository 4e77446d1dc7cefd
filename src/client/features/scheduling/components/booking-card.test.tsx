import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { DAY, dayUrl, interviewAt, slotAt } from '../test-data.ts';
import { BookingCard } from './booking-card.tsx';

const settings = {
  'GET /api/settings/tournament': {
    status: 200,
    body: tournamentSettingsFixture({ tournamentDate: DAY }),
  },
};
/** The server's answer to a booking of the 10:20 slot. */
const booked = {
  status: 201,
  body: interviewAt(2, new Date(2031, 4, 3, 10, 20), { timeslotId: 2 }),
};
const slots = { [`GET ${dayUrl()}`]: { status: 200, body: [slotAt(1, 10, 0), slotAt(2, 10, 20)] } };

function asTeam(extra: Record<string, { status: number; body?: unknown }> = {}) {
  return mockFetch({
    'GET /api/auth/me': { status: 200, body: teamSession },
    'GET /api/interviews': { status: 200, body: [] },
    'GET /api/settings/scheduling': {
      status: 200,
      body: { maxActiveInterviewsPerTeam: 1, updatedAt: null },
    },
    ...settings,
    ...slots,
    ...extra,
  });
}

describe('BookingCard (spec 2.5 and 5)', () => {
  it('never says the day is not set before it has read it: loading, then Try again when the read fails', async () => {
    let settingsReads = 0;
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      'GET /api/settings/tournament': () =>
        ++settingsReads === 1
          ? { status: 503, body: { message: 'Unavailable' } }
          : settings['GET /api/settings/tournament'],
      ...slots,
    });
    renderWithProviders(<BookingCard />);
    const notSet =
      'The tournament day has not been set by the administrator yet. Please check back later.';
    expect(screen.getByText('Loading available time slots...')).toBeInTheDocument();
    expect(screen.queryByText(notSet)).not.toBeInTheDocument();
    expect(screen.queryByText('No interview slots available')).not.toBeInTheDocument();

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The time slots could not be loaded.')).toBeInTheDocument();
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('button', { name: /^10:00 AM to/ })).toBeInTheDocument();
    expect(screen.queryByText(notSet)).not.toBeInTheDocument();
    expect(settingsReads).toBe(2);
  });

  it('asks a visitor to register when a slot is chosen', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      ...settings,
      ...slots,
    });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    expect(await screen.findByText('Registration Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please complete the team registration form to book interviews.'),
    ).toBeInTheDocument();
  });

  it('asks a registered browser that is signed out to log in', async () => {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '7');
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      'GET /api/auth/me?teamId=7': { status: 401, body: { message: 'Authentication required' } },
      ...settings,
      ...slots,
    });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to book an interview slot.')).toBeInTheDocument();
  });

  it('books the chosen slot for the signed-in team with the dialog’s title and notes', async () => {
    const fetchMock = asTeam({ 'POST /api/interviews': booked });
    renderWithProviders(<BookingCard />);
    expect(await screen.findByText('Robo Raptors')).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book Selected Time Slot' });
    expect(book).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: /^10:20 AM to/ }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Bring the robot');
    await userEvent.click(book);

    const dialog = await screen.findByRole('dialog', { name: 'Book Interview' });
    expect(within(dialog).getByLabelText('Interview Title')).toHaveValue('Robo Raptors Interview');
    expect(within(dialog).getByLabelText('Notes (Optional)')).toHaveValue('Bring the robot');
    await userEvent.clear(within(dialog).getByLabelText('Interview Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Interview' }));
    expect(await within(dialog).findByText('Please enter an interview title')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Interview Title'), 'Notebook review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Interview' }));

    expect(await screen.findByText('Interview Booked')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      title: 'Notebook review',
      notes: 'Bring the robot',
      timeslotId: 2,
      teamId: 7,
      userId: 7,
      status: 'scheduled',
    });
  });

  it('names a team with a number by its number and name, keeping the bare name as the default title', async () => {
    asTeam({ 'GET /api/auth/me': { status: 200, body: { ...teamSession, teamNumber: '7R' } } });
    renderWithProviders(<BookingCard />);
    expect(await screen.findByText('7R Robo Raptors')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^10:20 AM to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Selected Time Slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Interview' });
    expect(within(dialog).getByText(/^7R Robo Raptors: /)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Interview Title')).toHaveValue('Robo Raptors Interview');
  });

  it('shows why a booking was refused and closes the dialog', async () => {
    asTeam({
      'POST /api/interviews': {
        status: 409,
        body: {
          message: 'This timeslot has just been booked by another team. Please choose another one.',
        },
      },
    });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Selected Time Slot' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book Interview' }),
    );
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This timeslot has just been booked by another team. Please choose another one.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says at once that booking needs a connection when offline, and nothing is stuck', async () => {
    const fetchMock = asTeam({ 'POST /api/interviews': booked });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Selected Time Slot' }));
    const dialog = await screen.findByRole('dialog');
    onlineManager.setOnline(false);
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book Interview' }));
      expect(
        await screen.findByText('You are offline. Booking needs a connection.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Book Interview' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('sends one Idempotency-Key for every try from one booking dialog', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/interviews': { status: 200, body: [] },
      'GET /api/settings/scheduling': {
        status: 200,
        body: { maxActiveInterviewsPerTeam: 1, updatedAt: null },
      },
      ...settings,
      ...slots,
      'POST /api/interviews': () =>
        ++attempts === 1 ? { status: 503, body: { message: 'Busy' } } : booked,
    });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Selected Time Slot' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Interview' }));
    expect(
      await screen.findByText('There was an error booking your interview. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Interview' }));
    expect(await screen.findByText('Interview Booked')).toBeInTheDocument();
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("uses the spec's text when the server fails", async () => {
    asTeam({
      'POST /api/interviews': {
        status: 500,
        body: { message: 'Something went wrong on our side.' },
      },
    });
    renderWithProviders(<BookingCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^10:00 AM to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Selected Time Slot' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book Interview' }),
    );
    expect(
      await screen.findByText('There was an error booking your interview. Please try again.'),
    ).toBeInTheDocument();
  });

  const heldInterview = (startTime: string, endTime: string) => ({
    'GET /api/interviews': {
      status: 200,
      body: [
        {
          id: 1,
          title: 'Mine',
          userId: 7,
          teamId: 7,
          timeslotId: 1,
          notes: null,
          status: 'scheduled',
          progress: 'waiting',
          timeslot: { startTime, endTime, room: null },
          team: { name: 'Robo Raptors', number: null },
        },
      ],
    },
  });
  const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('explains the limit when the team already holds an upcoming interview', async () => {
    asTeam(heldInterview(fromNow(24 * 60), fromNow(24 * 60 + 20)));
    renderWithProviders(<BookingCard />);
    expect(
      await screen.findByText(
        'Your team already has an upcoming interview. Cancel it before booking another one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Selected Time Slot' })).toBeDisabled();
  });

  it('counts an interview in progress as the server does, until its slot ends', async () => {
    asTeam(heldInterview(fromNow(-1), fromNow(19)));
    renderWithProviders(<BookingCard />);
    expect(
      await screen.findByText(
        'Your team already has an upcoming interview. Cancel it before booking another one.',
      ),
    ).toBeInTheDocument();
  });
});
