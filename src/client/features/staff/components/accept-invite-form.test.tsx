import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AcceptInviteForm } from './accept-invite-form.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const judgeSession = {
  userId: 2,
  username: 'ada',
  isAdmin: false,
  teamId: null,
  teamNumber: null,
  role: 'judge',
  rooms: ['Room 2'],
  checkedIn: false,
};
const signedOut = { status: 401, body: { message: 'Authentication required' } };

afterEach(() => history.replaceState(null, '', '/'));

async function fill(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

describe('AcceptInviteForm', () => {
  it('reads the token from the fragment, takes it out of the address bar, and signs the person in', async () => {
    history.replaceState(null, '', `/invite#token=${TOKEN}`);
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'POST /api/staff/invites/accept': () => ({ status: 200, body: judgeSession }),
    });
    const accepted = vi.fn();
    renderWithProviders(<AcceptInviteForm onAccepted={accepted} />, { path: '/invite' });
    await waitFor(() => expect(window.location.hash).toBe(''));
    await fill('lantern-lift-judging');
    await waitFor(() => expect(accepted).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/invites/accept');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      token: TOKEN,
      username: 'ada',
      password: 'lantern-lift-judging',
    });
  });

  it('says a common password is refused, on the password field', async () => {
    history.replaceState(null, '', `/invite#token=${TOKEN}`);
    mockFetch({
      'GET /api/auth/me': signedOut,
      'POST /api/staff/invites/accept': {
        status: 400,
        body: {
          message: 'This password is among the most common ones: choose another',
          errors: [
            {
              field: 'password',
              message: 'This password is among the most common ones: choose another',
            },
          ],
        },
      },
    });
    renderWithProviders(<AcceptInviteForm onAccepted={vi.fn()} />, { path: '/invite' });
    await fill('password123');
    expect(
      await screen.findByText('This password is among the most common ones: choose another'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the link again when the page has no token, and checks the repeated password', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { unmount } = renderWithProviders(<AcceptInviteForm onAccepted={vi.fn()} />, {
      path: '/invite',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the invite link an organiser gave you.',
    );
    unmount();
    history.replaceState(null, '', `/invite#token=${TOKEN}`);
    renderWithProviders(<AcceptInviteForm onAccepted={vi.fn()} />, { path: '/invite' });
    await fill('lantern-lift-judging', 'lantern-lift-judgin');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('says an expired or used link is gone', async () => {
    history.replaceState(null, '', `/invite#token=${TOKEN}`);
    mockFetch({
      'GET /api/auth/me': signedOut,
      'POST /api/staff/invites/accept': {
        status: 410,
        body: {
          message:
            'This invite link has expired or was already used. Ask an organiser for a new one.',
          code: 'staff.inviteGone',
        },
      },
    });
    renderWithProviders(<AcceptInviteForm onAccepted={vi.fn()} />, { path: '/invite' });
    await fill('lantern-lift-judging');
    expect(
      await screen.findByText(
        'This invite link has expired or was already used. Ask an organiser for a new one.',
      ),
    ).toBeInTheDocument();
  });
});
