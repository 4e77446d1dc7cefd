import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { teamFixture, tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { AdminTeamsTab } from './admin-teams-tab.tsx';

const teams = [
  {
    id: 7,
    name: 'Robo Raptors',
    description: 'Varsity',
    isRegistered: true,
    joinCode: 'ABCD2345EFGH',
    coachName: 'Jordan Rivera',
    coachEmail: 'jordan@example.org',
    coachPhone: '555-010-4477',
    registeredAt: '2025-05-01T10:00:00.000Z',
  },
  {
    id: 8,
    name: 'Gear Gurus',
    description: null,
    isRegistered: false,
    joinCode: 'WXYZ6789ABCD',
    coachName: null,
    coachEmail: null,
    coachPhone: null,
    registeredAt: null,
  },
].map(teamFixture);

const base = {
  'GET /api/auth/me': { status: 200, body: adminSession },
  'GET /api/teams': { status: 200, body: teams },
  'GET /api/settings/tournament': {
    status: 200,
    body: tournamentSettingsFixture({
      tournamentDate: '2026-05-02',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
  },
};

describe('AdminTeamsTab', () => {
  it('lists each team with its code, registered state and coach contact', async () => {
    mockFetch(base);
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const list = await screen.findByRole('list', { name: 'Teams' });
    const [raptors, gurus] = within(list).getAllByRole('listitem');
    expect(raptors).toHaveTextContent('Robo Raptors');
    expect(raptors).toHaveTextContent('ABCD-2345-EFGH');
    expect(raptors).toHaveTextContent('Registered');
    expect(within(raptors!).getByRole('link', { name: 'jordan@example.org' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.org',
    );
    expect(within(raptors!).getByRole('link', { name: '555-010-4477' })).toHaveAttribute(
      'href',
      'tel:5550104477',
    );
    expect(gurus).toHaveTextContent('Not registered');
    expect(gurus).toHaveTextContent('WXYZ-6789-ABCD');
  });

  it('shows a championship of teams fifty at a time, and the search finds a team on any page', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      teamFixture({
        ...teams[1]!,
        id: 100 + i,
        name: `Team ${String(i + 1).padStart(3, '0')}`,
        joinCode: `ABCD2345${String(i).padStart(4, '2')}`,
      }),
    );
    mockFetch({ ...base, 'GET /api/teams': { status: 200, body: many } });
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Teams' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 120 teams')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Team pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Team 101');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    // A search starts again at its first page and covers every team.
    await user.type(screen.getByLabelText('Search teams'), 'Team 007');
    expect(await within(list).findByText('Team 007')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Team pages' })).not.toBeInTheDocument();
  });

  it('links to the printable code sheets', async () => {
    mockFetch(base);
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    await screen.findByRole('list', { name: 'Teams' });
    expect(screen.getByRole('link', { name: 'Print Team Codes' })).toHaveAttribute(
      'href',
      '/admin/code-sheets',
    );
  });

  it('asks for a team name with the spec wording', async () => {
    const fetchMock = mockFetch(base);
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team' });
    await user.type(within(dialog).getByLabelText('Team Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await within(dialog).findByText('Please enter a team name.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'POST')).toHaveLength(0);
  });

  it('creates a team and shows its code', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/teams': {
        status: 201,
        body: {
          id: 9,
          name: 'Bolt Bots',
          description: null,
          number: null,
          isRegistered: false,
          checkedIn: false,
          joinCode: 'QRST2345WXYZ',
        },
      },
    });
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team' });
    await user.type(within(dialog).getByLabelText('Team Name'), '  Bolt Bots ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Team Created')).toBeInTheDocument();
    expect(screen.getAllByText(/QRST-2345-WXYZ/).length).toBeGreaterThan(0);
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Bolt Bots',
      description: null,
      number: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Creation Failed when the server refuses', async () => {
    mockFetch({
      ...base,
      'POST /api/teams': { status: 409, body: { message: 'A team with this name already exists' } },
    });
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team' });
    await user.type(within(dialog).getByLabelText('Team Name'), 'Robo Raptors');
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('A team with this name already exists')).toBeInTheDocument();
  });

  it('signs a team out on every device after asking, and nothing before', async () => {
    const fetchMock = mockFetch({
      ...base,
      'DELETE /api/teams/7/sessions': { status: 200, body: { signedOut: 2 } },
    });
    renderWithProviders(<AdminTeamsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Sign Robo Raptors out on every device' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign Robo Raptors out everywhere?',
    });
    expect(dialog).toHaveTextContent('stops getting its alerts');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign Robo Raptors out on every device' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign Out Everywhere',
      }),
    );
    expect(
      await screen.findByText(
        'Robo Raptors is signed out on every device, and its alerts stopped.',
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter((c) => c[1]?.method === 'DELETE').map((c) => String(c[0])),
    ).toEqual(['/api/teams/7/sessions']);
  });
});
