import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamFixture, tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminAnnouncementsTab } from './admin-announcements-tab.tsx';
import { LatestAnnouncements } from './latest-announcements.tsx';

const sent = (at: string) => ({
  createdAt: at,
  sentAt: at,
  audience: 'everyone' as const,
  field: null,
  teamIds: [],
  sendAt: null,
});
const lunch = {
  id: 2,
  title: 'Lunch',
  body: 'Lunch is served in hall C.',
  ...sent('2026-05-02T11:30:00.000Z'),
};
const welcome = {
  id: 1,
  title: 'Welcome',
  body: 'Doors open at 8.',
  ...sent('2026-05-02T07:00:00.000Z'),
};
const signedInAdmin = { 'GET /api/auth/me': { status: 200, body: adminSession } };

describe('AdminAnnouncementsTab', () => {
  it('lists announcements newest first', async () => {
    mockFetch({
      ...signedInAdmin,
      'GET /api/announcements': { status: 200, body: [lunch, welcome] },
    });
    renderWithProviders(<AdminAnnouncementsTab />, { path: '/admin' });
    const list = await screen.findByRole('list', { name: 'Posted announcements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Lunch'), expect.stringContaining('Welcome')]);
  });

  it("shows the API's 400 messages next to their fields, then posts and clears the form", async () => {
    let posted = false;
    const fetchMock = mockFetch({
      ...signedInAdmin,
      'GET /api/announcements': () => ({ status: 200, body: posted ? [lunch] : [] }),
      'POST /api/announcements': () => {
        const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as {
          title: string;
        };
        if (body.title === '') {
          return {
            status: 400,
            body: {
              message: 'Please enter a title, Please enter the announcement',
              errors: [
                { field: 'title', message: 'Please enter a title' },
                { field: 'body', message: 'Please enter the announcement' },
              ],
            },
          };
        }
        posted = true;
        return { status: 201, body: lunch };
      },
    });
    renderWithProviders(<AdminAnnouncementsTab />, { path: '/admin' });
    const user = userEvent.setup();
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please enter the announcement')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Title'), lunch.title);
    await user.type(screen.getByLabelText('Announcement'), lunch.body);
    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Announcement posted')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Posted announcements' })).toHaveTextContent(
      lunch.body,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText('Please enter a title')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ title: lunch.title, body: lunch.body });
  });

  it('deletes an announcement only after confirming', async () => {
    let deleted = false;
    const fetchMock = mockFetch({
      ...signedInAdmin,
      'GET /api/announcements': () => ({
        status: 200,
        body: deleted ? [welcome] : [lunch, welcome],
      }),
      'DELETE /api/announcements/2': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderWithProviders(<AdminAnnouncementsTab />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Lunch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Lunch' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByRole('button', { name: 'Delete Welcome' });
    expect(screen.queryByRole('button', { name: 'Delete Lunch' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});

describe('AdminAnnouncementsTab: aimed and scheduled', () => {
  it('aims at listed teams at a venue time, and lists who each one is for', async () => {
    const scheduled = {
      id: 3,
      title: 'Inspection',
      body: 'Table 3.',
      createdAt: '2026-05-02T07:00:00.000Z',
      audience: 'teams' as const,
      field: null,
      sentAt: null,
      teamIds: [5, 6],
      sendAt: '2026-05-02T15:30:00.000Z',
    };
    const onField = {
      ...lunch,
      id: 4,
      title: 'Field news',
      audience: 'field' as const,
      field: 'Field 2',
      teamIds: [5],
    };
    let list: unknown[] = [];
    const fetchMock = mockFetch({
      ...signedInAdmin,
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({ timeZone: 'America/Chicago' }),
      },
      'GET /api/teams': {
        status: 200,
        body: [
          teamFixture({ id: 5, name: 'Gear Grinders', number: '5678B' }),
          teamFixture({ id: 6, name: 'Torque Titans' }),
        ],
      },
      'GET /api/matches': { status: 200, body: [] },
      'GET /api/announcements': () => ({ status: 200, body: list }),
      'POST /api/announcements': () => {
        list = [scheduled, onField];
        return { status: 201, body: scheduled };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminAnnouncementsTab />, { path: '/admin' });
    await user.type(screen.getByLabelText('Title'), 'Inspection');
    await user.type(screen.getByLabelText('Announcement'), 'Table 3.');
    await user.selectOptions(screen.getByLabelText('Who is it for?'), 'Listed teams');
    const teams = await screen.findByRole('group', { name: 'Teams' });
    await user.click(await within(teams).findByRole('checkbox', { name: '5678B Gear Grinders' }));
    await user.click(within(teams).getByRole('checkbox', { name: 'Torque Titans' }));
    fireEvent.change(screen.getByLabelText('Send at (venue time; leave empty to send now)'), {
      target: { value: '2026-05-02T10:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    const list1 = await screen.findByRole('list', { name: 'Posted announcements' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    // 10:30 in Chicago (CDT, UTC-5) whatever this machine's zone.
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      title: 'Inspection',
      body: 'Table 3.',
      teamIds: [5, 6],
      sendAt: '2026-05-02T15:30:00.000Z',
    });
    const items = within(list1).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('to 2 teams · to be sent');
    expect(items[1]).toHaveTextContent('to the teams on Field 2');
  });
});

describe('LatestAnnouncements', () => {
  it('shows the three newest on the home page', async () => {
    const older = [3, 4].map((id) => ({ ...welcome, id, title: `Older ${id}` }));
    mockFetch({ 'GET /api/announcements': { status: 200, body: [lunch, welcome, ...older] } });
    renderWithProviders(<LatestAnnouncements />);
    const section = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(section).toHaveTextContent('Lunch is served in hall C.');
    expect(section).not.toHaveTextContent('Older 4');
  });

  it('draws nothing without announcements', async () => {
    const fetchMock = mockFetch({ 'GET /api/announcements': { status: 200, body: [] } });
    renderWithProviders(<LatestAnnouncements />);
    await expect
      .poll(() => fetchMock.mock.calls.some(([url]) => url === '/api/announcements'))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
