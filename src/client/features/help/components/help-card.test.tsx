import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HELP_MESSAGES } from '../../../../shared/contract/help-requests-lists.ts';
import type { HelpRequest } from '../../../../shared/contract/help-requests.ts';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import {
  adminSession,
  mockFetch,
  renderWithProviders,
  teamSession,
} from '../../../test/render.tsx';
import { AdminHelpTab, HelpWaitingBadge } from './admin-help-tab.tsx';
import { HelpCard } from './help-card.tsx';

const request = (id: number, overrides: Partial<HelpRequest> = {}): HelpRequest => ({
  id,
  teamId: 7,
  teamName: 'Robo Raptors',
  teamNumber: '7777A',
  kind: 'first-aid',
  place: 'pits',
  status: 'open',
  createdAt: '2031-05-03T10:05:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  ...overrides,
});
const settings = {
  'GET /api/settings/tournament': {
    status: 200,
    body: tournamentSettingsFixture({ timeZone: 'UTC' }),
  },
};

describe('HelpCard: a team asks the organisers for help', () => {
  it('sends the chosen kind and place, and shows the request with its status', async () => {
    let list: HelpRequest[] = [];
    const fetchMock = mockFetch({
      ...settings,
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/help-requests': () => ({ status: 200, body: list }),
      'POST /api/help-requests': () => {
        list = [request(1, { kind: 'robot-or-field', place: 'field' })];
        return { status: 201, body: list[0] };
      },
    });
    renderWithProviders(<HelpCard />);
    const send = screen.getByRole('button', { name: 'Ask for help' });
    expect(send).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByLabelText('What do you need?'),
      'Robot or field problem',
    );
    await userEvent.selectOptions(screen.getByLabelText('Where is your team?'), 'Field');
    await userEvent.click(send);
    expect(await screen.findByText('Help request sent')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ kind: 'robot-or-field', place: 'field' });
    const yours = await screen.findByRole('list', { name: 'Your help requests' });
    expect(yours).toHaveTextContent('Robot or field problem');
    expect(yours).toHaveTextContent('10:05 AM at Field');
    expect(yours).toHaveTextContent('Sent: waiting for an organiser');
  });

  it('says why the server refused (the open-request limit)', async () => {
    mockFetch({
      ...settings,
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/help-requests': { status: 200, body: [] },
      'POST /api/help-requests': {
        status: 409,
        body: { message: HELP_MESSAGES.tooMany, code: 'help.tooMany' },
      },
    });
    renderWithProviders(<HelpCard />);
    await userEvent.selectOptions(screen.getByLabelText('What do you need?'), 'Other');
    await userEvent.selectOptions(screen.getByLabelText('Where is your team?'), 'Pits');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for help' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HELP_MESSAGES.tooMany);
  });
});

describe('AdminHelpTab: organisers see and answer requests', () => {
  it('counts the waiting ones on the badge and acknowledges one', async () => {
    const fetchMock = mockFetch({
      ...settings,
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/help-requests': {
        status: 200,
        body: [
          request(1),
          request(2, { status: 'acknowledged', teamName: 'Gear Grinders', teamNumber: null }),
          request(3, { status: 'resolved' }),
        ],
      },
      'PATCH /api/help-requests/1': { status: 200, body: request(1, { status: 'acknowledged' }) },
    });
    renderWithProviders(
      <>
        <HelpWaitingBadge />
        <AdminHelpTab />
      </>,
    );
    expect(await screen.findByRole('status', { name: '1 waiting' })).toHaveTextContent('1');
    const first = screen.getAllByRole('listitem', { name: '7777A Robo Raptors' })[0]!;
    expect(first).toHaveTextContent('First aid');
    expect(first).toHaveTextContent('10:05 AM at Pits');
    const second = screen.getByRole('listitem', { name: 'Gear Grinders' });
    expect(within(second).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Acknowledge' }));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/help-requests/1');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'acknowledged' });
  });
});
