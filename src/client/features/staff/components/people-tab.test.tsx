import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../shared/contract/staff.ts';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PeopleTab } from './people-tab.tsx';

const organiser: StaffMember = {
  id: 1,
  name: 'admin',
  username: 'admin',
  role: 'organiser',
  rooms: [],
  status: 'active',
  inviteExpiresAt: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};
const judge: StaffMember = {
  id: 2,
  name: 'Ada',
  username: null,
  role: 'judge',
  rooms: ['Room 2'],
  status: 'invited',
  inviteExpiresAt: '2026-11-29T08:00:00.000Z',
  createdAt: '2026-11-28T08:00:00.000Z',
};
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

describe('PeopleTab', () => {
  it('lists the people with their state, and marks the organiser signed in as You', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/staff': { status: 200, body: [organiser, judge] },
    });
    renderWithProviders(<PeopleTab />, { path: '/admin' });
    const list = await screen.findByRole('list', { name: 'People' });
    const ada = within(list).getByRole('listitem', { name: 'Ada' });
    expect(ada).toHaveTextContent('Invited');
    expect(within(ada).getByRole('textbox', { name: 'Rooms of Ada' })).toHaveValue('Room 2');
    const self = within(list).getByRole('listitem', { name: 'admin' });
    expect(self).toHaveTextContent('You');
    // Nobody removes themselves.
    expect(within(self).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('invites a judge with rooms and shows the one-time link with its QR code', async () => {
    let invited = false;
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/staff': () => ({ status: 200, body: invited ? [organiser, judge] : [organiser] }),
      'POST /api/staff': () => {
        invited = true;
        return {
          status: 201,
          body: { person: judge, invite: { token: TOKEN, expiresAt: judge.inviteExpiresAt } },
        };
      },
    });
    renderWithProviders(<PeopleTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Role'), 'judge');
    await user.type(screen.getByLabelText('Rooms (comma-separated)'), 'Room 2');
    await user.click(screen.getByRole('button', { name: 'Create invite' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite link for Ada' });
    const link = within(dialog).getByTestId('invite-link');
    expect(link).toHaveValue(`${window.location.origin}/invite#token=${TOKEN}`);
    expect(
      within(dialog).getByRole('img', { name: 'QR code of the invite link for Ada' }),
    ).toHaveAttribute('data-qr-text', `${window.location.origin}/invite#token=${TOKEN}`);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason under the field it refuses", async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/staff': { status: 200, body: [organiser] },
      'POST /api/staff': {
        status: 400,
        body: {
          message: 'Choose at least one room for a judge',
          errors: [{ field: 'rooms', message: 'Choose at least one room for a judge' }],
        },
      },
    });
    renderWithProviders(<PeopleTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create invite' }));
    expect(await screen.findByText('Choose at least one room for a judge')).toBeInTheDocument();
  });
});
