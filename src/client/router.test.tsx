import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './router.tsx';
import { adminSession, mockFetch, renderWithProviders, teamSession } from './test/render.tsx';
import { tournamentSettingsFixture } from './test/contract-fixtures.ts';

const signedOut = {
  'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
};
const signedIn = { 'GET /api/auth/me': { status: 200, body: teamSession } };

describe('AppRouter', () => {
  it('matches routes case-insensitively', async () => {
    mockFetch(signedIn);
    renderWithProviders(<AppRouter />, { path: '/DASHBOARD' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it.each(['/track-bots', '/Tracking'])('renders the tracking page at %s', async (path) => {
    mockFetch(signedIn);
    renderWithProviders(<AppRouter />, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Locations' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/draw', 'full'],
    ['/LINE-BOARD', 'full'],
    ['/drawing-pad', 'pad'],
    ['/simple-draw', 'basic'],
    ['/drawing-final', 'basic'],
  ])('renders the drawing board at %s with the %s preset', async (path, preset) => {
    mockFetch(signedIn);
    const { container } = renderWithProviders(<AppRouter />, { path });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-preset]')).toHaveAttribute('data-preset', preset);
  });

  it('shows the not-found page for unknown paths', async () => {
    mockFetch(signedOut);
    renderWithProviders(<AppRouter />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('serves the public home page to signed-out visitors', async () => {
    mockFetch(signedOut);
    renderWithProviders(<AppRouter />, { path: '/Home' });
    expect(await screen.findByText('Team Registration Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Registration' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it.each(['/', '/register'])('renders the standalone registration at %s', async (path) => {
    mockFetch(signedOut);
    renderWithProviders(<AppRouter />, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Registration' }),
    ).toBeInTheDocument();
  });

  it('renders the team registration form at /consent', async () => {
    mockFetch(signedOut);
    renderWithProviders(<AppRouter />, { path: '/consent' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team Registration Form' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in team away from /admin to /admin-login', async () => {
    mockFetch(signedIn);
    const { location } = renderWithProviders(<AppRouter />, { path: '/admin' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin-login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
  });

  it('shows the admin dashboard with its tabs to an admin', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    renderWithProviders(<AppRouter />, { path: '/ADMIN' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Teams',
      'Timeslots',
      'Matches',
      'Robots',
      'Settings',
      'Messages',
      'Announcements',
      'Help',
      'People',
      'Activity',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Home and Dashboard header buttons to signed-in users only where they apply', async () => {
    mockFetch(signedIn);
    renderWithProviders(<AppRouter />, { path: '/messages' });
    await screen.findByRole('heading', { level: 1, name: 'Team Messages' });
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(quickLinks).toHaveTextContent('Home');
    expect(quickLinks).toHaveTextContent('Dashboard');
  });

  it("names the event in the header and the page's title once an organiser named it", async () => {
    mockFetch({
      ...signedIn,
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({ eventName: 'Spring Regional 2026' }),
      },
    });
    renderWithProviders(<AppRouter />, { path: '/messages' });
    await screen.findByRole('heading', { level: 1, name: 'Team Messages' });
    expect(
      await within(screen.getByRole('banner')).findByText('Spring Regional 2026'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Team Messages - Spring Regional 2026 - PitCrew'),
    );
  });

  it('names no event while it has no name', async () => {
    mockFetch({
      ...signedIn,
      'GET /api/settings/tournament': { status: 200, body: tournamentSettingsFixture() },
    });
    renderWithProviders(<AppRouter />, { path: '/messages' });
    await screen.findByRole('heading', { level: 1, name: 'Team Messages' });
    await waitFor(() => expect(document.title).toBe('Team Messages - PitCrew'));
    expect(screen.queryByTestId('event-name')).toBeNull();
  });
});
