import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { teamFixture } from '../../../test/contract-fixtures.ts';
import { chooseOption, stubPointerApis } from '../../../test/radix-select.ts';
import { HomeRegistrationPanel } from './home-registration-panel.tsx';

beforeAll(stubPointerApis);

const signedOut = { status: 401, body: { message: 'Authentication required' } };
const teams = [
  teamFixture({ id: 7, name: 'Robo Raptors', isRegistered: true }),
  teamFixture({ id: 8, name: 'Gear Gurus', isRegistered: false }),
];

describe('HomeRegistrationPanel', () => {
  it('logs a signed-in team out, forgets the device registration and goes to /register', async () => {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '7');
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'POST /api/auth/logout': { status: 204 },
      'GET /api/teams': { status: 200, body: teams },
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

  it('shows a signed-in team only its own team', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const own = await screen.findByRole('combobox', { name: 'Your registered team' });
    expect(own).toHaveTextContent('Robo Raptors');
    expect(own).toBeDisabled();
    expect(screen.queryByText('Team Registration Required')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).startsWith('/api/teams'))).toBe(false);
  });

  it("says 'Checked in' once the team was checked in at the venue", async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: { ...teamSession, checkedIn: true } } });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    expect(await screen.findByTestId('team-checked-in')).toHaveTextContent('Checked in');
  });

  it('signs a registered team in with its code and says Automatically signed in', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: teamSession } : signedOut),
      'GET /api/auth/me?teamId=7': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/auth/team-login': () => {
        signedIn = true;
        return { status: 200, body: teamSession };
      },
    });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();

    expect(await screen.findByText('Team Registration Required')).toBeInTheDocument();
    await chooseOption(user, 'Select Your Team', /Robo Raptors/);
    await user.type(await screen.findByLabelText('Team code'), 'abcd-2345-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Automatically signed in')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Your registered team' })).toHaveTextContent(
      'Robo Raptors',
    );
    const login = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/auth/team-login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ teamId: 7, joinCode: 'ABCD2345EFGH' });
    expect(window.localStorage.getItem(STORAGE_KEYS.registeredTeamId)).toBe('7');
  });

  it('signs in at once on a device the team registered on', async () => {
    let restored = false;
    mockFetch({
      'GET /api/auth/me': () => (restored ? { status: 200, body: teamSession } : signedOut),
      'GET /api/auth/me?teamId=7': () => {
        restored = true;
        return { status: 200, body: teamSession };
      },
      'GET /api/teams': { status: 200, body: teams },
    });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();
    await chooseOption(user, 'Select Your Team', /Robo Raptors/);
    expect(await screen.findByText('Automatically signed in')).toBeInTheDocument();
    expect(screen.queryByLabelText('Team code')).not.toBeInTheDocument();
  });

  it('shows a wrong code under the field', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/me?teamId=7': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/auth/team-login': {
        status: 401,
        body: { message: 'That team code is not right for this team' },
      },
    });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();
    await chooseOption(user, 'Select Your Team', /Robo Raptors/);
    await user.type(await screen.findByLabelText('Team code'), 'WXYZ-2345-ABCD');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('That team code is not right for this team'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Automatically signed in')).not.toBeInTheDocument();
  });

  it('prompts an unregistered team to register', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut, 'GET /api/teams': { status: 200, body: teams } });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    const user = userEvent.setup();
    await chooseOption(user, 'Select Your Team', /Gear Gurus/);
    const prompt = (await screen.findByText(/has not registered yet/)).parentElement!;
    expect(within(prompt).getByRole('link', { name: 'Complete Registration' })).toHaveAttribute(
      'href',
      '/register?teamId=8',
    );
  });

  it('says when teams fail to load or there are none', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 500, body: { message: 'down' } },
    });
    const first = renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load teams');
    first.unmount();

    mockFetch({ 'GET /api/auth/me': signedOut, 'GET /api/teams': { status: 200, body: [] } });
    renderWithProviders(<HomeRegistrationPanel />, { path: '/home' });
    expect(await screen.findByText('No teams available - contact admin')).toBeInTheDocument();
  });
});
