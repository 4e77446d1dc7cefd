import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { HomeRegistrationPanel } from './home-registration-panel.tsx';

describe('HomeRegistrationPanel', () => {
  it('logs a signed-in team out, forgets the device registration and goes to /register', async () => {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '7');
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'POST /api/auth/logout': { status: 204 },
    });
    const { location } = renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Log Out (Robo Raptors)' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/register'));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(screen.getByText('Team Registration Required')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationComplete)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.registeredTeamId)).toBeNull();
  });

  it('keeps the user signed in and says so when logout fails', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'POST /api/auth/logout': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    const { location } = renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Log Out/ }));

    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error logging out. Please try again.'),
    ).toBeInTheDocument();
    expect(location.history).toEqual(['/home']);
  });
});
