import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../test/render.tsx';
import AdminPage from './admin.tsx';

describe('AdminPage', () => {
  it('has the ten section tabs, each named by its label', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    const tabs = within(await screen.findByRole('tablist', { name: 'Admin sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
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
    expect(tabs.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
  });

  it('logs out to /admin-login although the Logout button turns into Login', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'POST /api/auth/logout': { status: 204 },
    });
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin-login'));
  });
});
