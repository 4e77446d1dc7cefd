import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../../shared/canned-messages.ts';
import type { Message } from '../../../../shared/contract/messages.ts';
import { teamFixture } from '../../../test/contract-fixtures.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { TeamMessenger } from './team-messenger.tsx';

const OWN = { id: 7, name: 'Robo Raptors', number: null };
const OTHER = { id: 8, name: 'Gear Grinders', number: '1234A' };
/** How the other team is named everywhere: its number beside its name. */
const OTHER_LABEL = '1234A Gear Grinders';
const teams = [
  teamFixture({ ...OWN, isRegistered: true }),
  teamFixture({ ...OTHER, isRegistered: true }),
  teamFixture({ id: 9, name: 'Circuit Breakers', isRegistered: true }),
];
const conversationUrl = `/api/messages?senderTeamId=${OWN.id}&receiverTeamId=${OTHER.id}`;

const message = (
  id: number,
  from: { id: number; name: string; number: string | null },
  isRead = true,
): Message => ({
  id,
  content: CANNED_MESSAGES[id % CANNED_MESSAGES.length]!.text,
  senderTeamId: from.id,
  receiverTeamId: from.id === OWN.id ? OTHER.id : OWN.id,
  createdAt: new Date(2025, 4, 3, 14, 5).toISOString(),
  isRead,
  senderTeam: { name: from.name, number: from.number },
});

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 200, body: teamSession },
    'GET /api/teams': { status: 200, body: teams },
    'GET /api/canned-messages': { status: 200, body: CANNED_MESSAGES },
    'GET /api/messages/unread': { status: 200, body: [{ teamId: OTHER.id, count: 1 }] },
    'GET /api/blocks': { status: 200, body: [] },
    [`GET ${conversationUrl}`]: { status: 200, body: [] },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<TeamMessenger teamId={OWN.id} teamName={OWN.name} />);
  return { fetchMock, user };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  const withUnread = await screen.findByRole('button', { name: `${OTHER_LABEL}, 1 unread` });
  expect(withUnread).toHaveTextContent(OTHER_LABEL);
  await user.click(withUnread);
  await screen.findByRole('heading', { name: `Chat with ${OTHER_LABEL}` });
}

async function pick(user: ReturnType<typeof userEvent.setup>, text: string) {
  const list = screen.getByRole('combobox', { name: 'Choose a message' });
  await user.selectOptions(list, await within(list).findByRole('option', { name: text }));
}

describe('TeamMessenger', () => {
  it('locks the own team and waits for a recipient', async () => {
    setup();
    const own = screen.getByRole('combobox', { name: 'Your team' });
    expect(own).toHaveTextContent(OWN.name);
    expect(own).toBeDisabled();
    expect(
      screen.getByRole('heading', { name: 'Select a team to start chatting' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(screen.getByText('Only pre-approved messages can be sent.')).toBeInTheDocument();
    expect(screen.getByText(/Unrelated messages are automatically rejected/)).toBeInTheDocument();
  });

  it('shows the conversation: own messages as You, others by team name, with the spec time format', async () => {
    const { user } = setup({
      [`GET ${conversationUrl}`]: { status: 200, body: [message(1, OWN), message(2, OTHER)] },
    });
    await openChat(user);
    const log = await screen.findByRole('log', { name: `Messages with ${OTHER_LABEL}` });
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(mine).toHaveTextContent('You');
    expect(mine).toHaveTextContent('Read');
    expect(mine).toHaveClass('items-end');
    expect(theirs).toHaveTextContent(OTHER_LABEL);
    expect(theirs).toHaveTextContent('May 3, 2:05 PM');
  });

  it('shows the empty state', async () => {
    const { user } = setup();
    await openChat(user);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start the conversation by sending a message below'),
    ).toBeInTheDocument();
  });

  it('marks unread messages of the open conversation read', async () => {
    const { user, fetchMock } = setup({
      [`GET ${conversationUrl}`]: { status: 200, body: [message(2, OTHER, false)] },
      'PUT /api/messages/read': { status: 200, body: { updated: 1 } },
    });
    await openChat(user);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[1]?.body).toBe(
        JSON.stringify({ senderTeamId: OTHER.id, receiverTeamId: OWN.id }),
      );
    });
  });

  it('sends no read receipt across a block (the server refuses it)', async () => {
    const unread = message(2, OTHER, false);
    const { user, fetchMock } = setup({
      [`GET ${conversationUrl}`]: { status: 200, body: [unread] },
      'GET /api/blocks': {
        status: 200,
        body: [{ blockerTeam: OWN, blockedTeam: OTHER, createdAt: new Date().toISOString() }],
      },
      'PUT /api/messages/read': {
        status: 403,
        body: { message: 'Messaging between these teams has been turned off.' },
      },
    });
    await openChat(user);
    expect(await screen.findByText(unread.content, { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('filters the dropdown by category and enables Send only with a message chosen', async () => {
    const { user } = setup();
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Robot Readiness' }));
    expect(screen.getByRole('button', { name: 'Robot Readiness' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = screen.getByRole('combobox', { name: 'Choose a message' });
    // The category's three, after the disabled prompt.
    expect(
      within(list)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled),
    ).toHaveLength(3);
    await pick(user, CANNED_MESSAGES[8]!.text);
    expect(send).toBeEnabled();
  });

  it('shows the spec toast and the inline error when sending fails', async () => {
    const refusal = 'Messaging between these teams has been turned off.';
    const { user } = setup({ 'POST /api/messages': { status: 403, body: { message: refusal } } });
    await openChat(user);
    await pick(user, CANNED_MESSAGES[0]!.text);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    const alert = screen.getAllByRole('alert').find((el) => el.tagName === 'P');
    expect(alert).toHaveTextContent(refusal);
  });

  it('falls back to the spec wording when the server gives no message', async () => {
    const { user } = setup({ 'POST /api/messages': { status: 500 } });
    await openChat(user);
    await pick(user, CANNED_MESSAGES[0]!.text);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message')).toBeInTheDocument();
  });

  it('clears the choice after a successful send', async () => {
    const { user, fetchMock } = setup({
      'POST /api/messages': { status: 201, body: message(3, OWN, false) },
    });
    await openChat(user);
    await pick(user, CANNED_MESSAGES[3]!.text);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled(),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      content: CANNED_MESSAGES[3]!.text,
      senderTeamId: OWN.id,
      receiverTeamId: OTHER.id,
    });
  });

  it('queues a message sent offline, shows it waiting, and sends it once when back online', async () => {
    const { user, fetchMock } = setup({
      'POST /api/messages': { status: 201, body: message(3, OWN, false) },
    });
    await openChat(user);
    onlineManager.setOnline(false);
    try {
      await pick(user, CANNED_MESSAGES[3]!.text);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      const queued = await screen.findByRole('list', { name: 'Messages not sent yet' });
      expect(queued).toHaveTextContent(CANNED_MESSAGES[3]!.text);
      expect(within(queued).getByRole('status')).toHaveTextContent('Waiting to send');
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Messages not sent yet' })).not.toBeInTheDocument(),
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new Headers(posts[0]![1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a message that failed to send with Retry, which sends it again with the same key', async () => {
    let attempts = 0;
    const { user, fetchMock } = setup({
      'POST /api/messages': () =>
        ++attempts === 1
          ? { status: 503, body: { message: 'Try again shortly' } }
          : { status: 201, body: message(3, OWN, false) },
    });
    await openChat(user);
    await pick(user, CANNED_MESSAGES[3]!.text);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const queued = await screen.findByRole('list', { name: 'Messages not sent yet' });
    expect(await within(queued).findByRole('alert')).toHaveTextContent(
      'Not sent: Try again shortly',
    );
    await user.click(within(queued).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Messages not sent yet' })).not.toBeInTheDocument(),
    );
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks to log in when the session has ended', async () => {
    setup({
      'GET /api/messages/unread': { status: 401, body: { message: 'Authentication required' } },
    });
    expect(await screen.findByText('Please Log In')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access messages.')).toBeInTheDocument();
  });

  it('shows a block neutrally and offers Unblock only to the blocking team', async () => {
    const { user } = setup({
      'GET /api/blocks': {
        status: 200,
        body: [{ blockerTeam: OTHER, blockedTeam: OWN, createdAt: new Date().toISOString() }],
      },
    });
    await openChat(user);
    expect(
      await screen.findByText('Messaging between these teams has been turned off.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block team' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Choose a message' })).toBeDisabled();
  });
});
