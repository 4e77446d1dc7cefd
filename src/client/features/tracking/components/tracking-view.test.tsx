import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { TrackingView } from './tracking-view.tsx';

const robot = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Talon',
  macAddress: 'AA:BB:CC:DD:EE:01',
  teamId: 7,
  lastLocationX: 100.4,
  lastLocationY: 120,
  isActive: true,
  team: { id: 7, name: 'Robo Raptors', number: null },
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrackingView', () => {
  it('lists every robot with its position beside the map, marking the own team', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/robots': {
        status: 200,
        body: [
          robot(),
          robot({
            id: 2,
            name: 'Ember',
            teamId: 8,
            lastLocationX: 430,
            lastLocationY: 60,
            team: { id: 8, name: 'Design Dragons', number: '8080D' },
          }),
        ],
      },
    });
    renderWithProviders(<TrackingView />, { path: '/track-bots' });
    expect(screen.getByRole('heading', { name: 'Tournament Locations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Bluetooth' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');

    const list = await screen.findByRole('list', { name: 'Robot positions' });
    const [talon, ember] = within(list).getAllByRole('listitem');
    expect(talon).toHaveTextContent('Talon');
    // The session may arrive after the robots: the mark follows it.
    await waitFor(() => expect(talon).toHaveTextContent('Your team'));
    expect(talon).toHaveTextContent('x 100, y 120 · near Pit Area');
    // A team's number shows beside its name.
    expect(ember).toHaveTextContent('8080D Design Dragons');
    expect(talon).toHaveTextContent('Robo Raptors');
    expect(talon).not.toHaveTextContent('null');
    expect(ember).toHaveTextContent('x 430, y 60 · near Practice Fields');
    expect(ember).not.toHaveTextContent('Your team');
    expect(screen.getByRole('img', { name: /Venue map with 2 robots/ })).toBeInTheDocument();
    expect(await screen.findByText('Talon', { selector: 'strong' })).toBeInTheDocument();
  });

  it("says 'Error loading robot locations' when the list cannot load", async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/robots': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderWithProviders(<TrackingView />, { path: '/track-bots' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading robot locations');
  });

  it('toggles Single and Multi mode and the beacon configuration panel', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/robots': { status: 200, body: [] },
    });
    const { user } = await import('@testing-library/user-event').then((m) => ({
      user: m.default.setup(),
    }));
    renderWithProviders(<TrackingView />, { path: '/track-bots' });
    const single = screen.getByRole('button', { name: 'Single' });
    const multi = screen.getByRole('button', { name: 'Multi' });
    expect(single).toHaveAttribute('aria-pressed', 'true');
    await user.click(multi);
    expect(multi).toHaveAttribute('aria-pressed', 'true');
    expect(single).toHaveAttribute('aria-pressed', 'false');

    expect(screen.queryByRole('region', { name: 'Beacon configuration' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Configure Beacons' }));
    const panel = screen.getByRole('region', { name: 'Beacon configuration' });
    expect(within(panel).getByLabelText('X position (0-500)')).toHaveValue(50);
    expect(screen.getByRole('button', { name: 'Hide Beacon Configuration' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText(/Your team has no registered robot yet/)).toBeInTheDocument();
  });
});
