import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RequireAdmin } from './require-admin.tsx';

const page = (
  <RequireAdmin>
    <p>Admin only</p>
  </RequireAdmin>
);

describe('RequireAdmin', () => {
  it('redirects a signed-out visitor to /admin-login', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
    });
    const { location } = renderWithProviders(page, { path: '/admin' });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText('You need administrator privileges to access this page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin-login'));
  });

  it('lets an admin through', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    renderWithProviders(page, { path: '/admin' });
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
  });
});
