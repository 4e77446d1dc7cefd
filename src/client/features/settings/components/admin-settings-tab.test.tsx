import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { AdminSettingsTab } from './admin-settings-tab.tsx';

const unset = { status: 200, body: tournamentSettingsFixture() };
const signedInAdmin = { 'GET /api/auth/me': { status: 200, body: adminSession } };

describe('AdminSettingsTab', () => {
  it('shows the spec date until one is set, and asks for a date', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/settings/tournament': unset,
    });
    renderWithProviders(<AdminSettingsTab />, { path: '/admin' });
    const user = userEvent.setup();
    expect(await screen.findByText('May 3, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Tournament Date' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getAllByText('Please select a tournament date.').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'PUT')).toHaveLength(0);
  });

  it('saves the date', async () => {
    let saved = false;
    const fetchMock = mockFetch({
      ...signedInAdmin,
      'GET /api/settings/tournament': () =>
        saved
          ? {
              status: 200,
              body: tournamentSettingsFixture({
                tournamentDate: '2026-05-02',
                updatedAt: '2026-01-01T00:00:00.000Z',
              }),
            }
          : unset,
      'PUT /api/settings/tournament': () => {
        saved = true;
        return {
          status: 200,
          body: tournamentSettingsFixture({
            tournamentDate: '2026-05-02',
            updatedAt: '2026-01-01T00:00:00.000Z',
          }),
        };
      },
    });
    renderWithProviders(<AdminSettingsTab />, { path: '/admin' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Tournament Date');
    await user.type(input, '2026-05-02');
    await user.click(screen.getByRole('button', { name: 'Save Tournament Date' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(await screen.findByText('May 2, 2026')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ tournamentDate: '2026-05-02' });
  });

  it('says Update Failed when saving fails', async () => {
    mockFetch({
      ...signedInAdmin,
      'GET /api/settings/tournament': unset,
      'PUT /api/settings/tournament': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderWithProviders(<AdminSettingsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tournament Date'), '2026-05-02');
    await user.click(screen.getByRole('button', { name: 'Save Tournament Date' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error updating the tournament date. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks before moving a day that holds a schedule, and moves it only on confirm', async () => {
    const bodies: unknown[] = [];
    const day = tournamentSettingsFixture({
      tournamentDate: '2031-06-01',
      updatedAt: '2031-01-01T00:00:00.000Z',
    });
    const message =
      'The current tournament day has 2 timeslots and 1 booking. They stay on that day, where teams will no longer see them. Confirm to change the date anyway.';
    const fetchMock = mockFetch({
      ...signedInAdmin,
      'GET /api/settings/tournament': { status: 200, body: day },
      'PUT /api/settings/tournament': () => {
        const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
        bodies.push(body);
        return body.confirm
          ? { status: 200, body: { ...day, tournamentDate: body.tournamentDate } }
          : { status: 409, body: { message } };
      },
    });
    renderWithProviders(<AdminSettingsTab />, { path: '/admin' });
    const user = userEvent.setup();
    // happy-dom's date input takes no typing over a value; set it as the browser's picker does (an input event).
    fireEvent.input(await screen.findByLabelText('Tournament Date'), {
      target: { value: '2031-06-08' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Tournament Date' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the tournament date?' });
    expect(dialog).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Keep Current Date' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ tournamentDate: '2031-06-08' }]);

    await user.click(screen.getByRole('button', { name: 'Save Tournament Date' }));
    await user.click(await screen.findByRole('button', { name: 'Move to Jun 8, 2031' }));
    expect(await screen.findByText('The tournament date is now Jun 8, 2031.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ tournamentDate: '2031-06-08', confirm: true });
  });
});
