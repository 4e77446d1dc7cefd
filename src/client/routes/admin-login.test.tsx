import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../test/render.tsx';
import AdminLoginPage from './admin-login.tsx';

const signedOut = {
  'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
};

describe('AdminLoginPage', () => {
  it('asks for both fields before calling the API', async () => {
    const fetchMock = mockFetch(signedOut);
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both username and password',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'POST')).toHaveLength(0);
  });

  it('signs in, toasts and goes to /admin', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/login': { status: 200, body: adminSession },
    });
    const { location } = renderWithProviders(<AdminLoginPage />, { path: '/admin-login' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), ' admin ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully.')).toBeInTheDocument();
    const login = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      username: 'admin',
      password: 'correct horse',
    });
  });

  it('shows the spec toast on wrong credentials and stays on the page', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const { location } = renderWithProviders(<AdminLoginPage />, { path: '/admin-login' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password. Please try again.')).toBeInTheDocument();
    expect(location.history).toEqual(['/admin-login']);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('does not blame the password when the server is down', async () => {
    mockFetch({ ...signedOut, 'POST /api/auth/login': { status: 502, statusText: 'Bad Gateway' } });
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The server could not be reached. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('sends an admin who is already signed in to /admin', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    const { location } = renderWithProviders(<AdminLoginPage />, { path: '/admin-login' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });
});
