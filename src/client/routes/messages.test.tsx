import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { adminSession, mockFetch, renderWithProviders, teamSession } from '../test/render.tsx';
import MessagesPage from './messages.tsx';

const entry = {
  id: 41,
  content: CANNED_MESSAGES[10]!.text,
  senderTeamId: 3,
  receiverTeamId: 4,
  createdAt: new Date(2025, 4, 3, 9, 30).toISOString(),
  isRead: false,
  senderTeam: { name: 'Design Dragons', number: '42D' },
  receiverTeam: { name: 'Gear Grinders', number: null },
};

describe('/messages', () => {
  it('shows an administrator the read-only safeguarding log and blocks, without a composer', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/messages/log?limit=50': { status: 200, body: [entry] },
      'GET /api/blocks': {
        status: 200,
        body: [
          {
            blockerTeam: { id: 3, name: 'Design Dragons', number: '42D' },
            blockedTeam: { id: 5, name: 'Circuit Breakers', number: null },
            createdAt: new Date(2025, 4, 3, 10, 0).toISOString(),
          },
        ],
      },
    });
    renderWithProviders(<MessagesPage />, { path: '/messages' });
    const log = await screen.findByRole('list', { name: 'All messages' });
    const [item] = within(log).getAllByRole('listitem');
    // A team's number shows beside its name; a team without one shows as before.
    expect(item).toHaveTextContent('42D Design Dragons');
    expect(item).toHaveTextContent('Gear Grinders');
    expect(item).toHaveTextContent(entry.content);
    expect(item).toHaveTextContent('Unread');
    expect(item).toHaveTextContent('May 3, 9:30 AM');
    const blocked = (await screen.findByText('Circuit Breakers')).closest('li')!;
    expect(blocked).toHaveTextContent(/^42D Design Dragons blocked ?Circuit Breakers/);
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in with the spec wording', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
    });
    renderWithProviders(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByText('Please Log In')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access messages.')).toBeInTheDocument();
  });

  it('gives a team its messenger as its own team, named with its number', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: { ...teamSession, teamNumber: '7R' } },
      'GET /api/teams': { status: 200, body: [] },
      'GET /api/messages/unread': { status: 200, body: [] },
      'GET /api/blocks': { status: 200, body: [] },
      'GET /api/canned-messages': { status: 200, body: CANNED_MESSAGES },
    });
    renderWithProviders(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByRole('combobox', { name: 'Your team' })).toHaveTextContent(
      `7R ${teamSession.username}`,
    );
    expect(screen.getByRole('combobox', { name: 'Recipient team' })).toHaveTextContent(
      'No other teams yet',
    );
  });
});
