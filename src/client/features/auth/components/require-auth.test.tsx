import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';

const page = (
  <RequireAuth>
    <p>Secret team page</p>
  </RequireAuth>
);

describe('RequireAuth', () => {
  it('shows a spinner while the session loads', () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    renderWithProviders(page, { path: '/messages' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Secret team page')).not.toBeInTheDocument();
  });

  it('tells a signed-out visitor to register and redirects to /register', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
    });
    const { location } = renderWithProviders(page, { path: '/messages' });

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Registration' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByText('Secret team page')).not.toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/register'));
  });

  it('treats a failed session check as signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/auth/me': { status: 500, body: { message: 'Something went wrong' } } });
    const { location } = renderWithProviders(page, { path: '/draw' });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Session check failed'),
      expect.anything(),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/register'));
  });

  it('renders the page for a signed-in team', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    const { location } = renderWithProviders(page, { path: '/messages' });
    expect(await screen.findByText('Secret team page')).toBeInTheDocument();
    expect(location.history).toEqual(['/messages']);
  });

  it('restores a remembered team once before giving up (spec section 4)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '7');
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      'GET /api/auth/me?teamId=7': { status: 200, body: teamSession },
    });
    renderWithProviders(page, { path: '/messages' });
    expect(await screen.findByText('Secret team page')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/auth/me',
      '/api/auth/me?teamId=7',
    ]);
  });
});
