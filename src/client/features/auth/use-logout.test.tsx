import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { useLogout, useSession } from './api.ts';

/** Owns its logout mutation, so it unmounts (with the mutation's observer) once signed out. */
function OwnLogoutButton({ redirectTo }: { redirectTo?: string }) {
  const logout = useLogout({ redirectTo });
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}

function Page({ redirectTo }: { redirectTo?: string }) {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return null;
  return isAuthenticated ? <OwnLogoutButton redirectTo={redirectTo} /> : <p>Signed out</p>;
}

describe('useLogout', () => {
  it('goes to redirectTo even though the button that logged out has unmounted', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'POST /api/auth/logout': { status: 204 },
    });
    const { location } = renderWithProviders(<Page redirectTo="/admin-login" />, {
      path: '/admin',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin-login'));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
  });

  it('stays on the page and says so when logout fails', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'POST /api/auth/logout': { status: 500, body: { message: 'Down' } },
    });
    const { location } = renderWithProviders(<Page redirectTo="/admin-login" />, {
      path: '/admin',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error logging out.')).toBeInTheDocument();
    expect(location.history).toEqual(['/admin']);
  });
});
