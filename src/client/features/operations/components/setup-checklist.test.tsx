import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

const clean = { holdsDemo: false, demo: { teams: 0, timeslots: 0, robots: 0, streams: 0 } };

describe('SetupChecklist', () => {
  it('ticks the steps the data shows done and opens each step’s screen', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/event/demo': { status: 200, body: clean },
      'GET /api/event/setup': {
        status: 200,
        body: {
          steps: {
            name: false,
            date: true,
            teams: true,
            matches: false,
            slots: false,
            people: false,
          },
          done: false,
        },
      },
    });
    const openTab = vi.fn();
    renderWithProviders(<SetupChecklist onOpenTab={openTab} />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Set up your event' })).toBeInTheDocument();
    expect(screen.getByTestId('setup-date')).toContainElement(screen.getAllByLabelText('Done')[0]!);
    expect(screen.getByTestId('setup-matches')).toHaveTextContent('Import the match schedule');
    expect(screen.getAllByLabelText('To do')).toHaveLength(4);
    // Naming the event comes first, and opens the settings.
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Name the event');
    expect(screen.getByTestId('setup-name')).toContainElement(
      screen.getAllByLabelText('To do')[0]!,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open: Name the event' }));
    expect(openTab).toHaveBeenCalledWith('settings');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Open: Invite judges and volunteers' }));
    expect(openTab).toHaveBeenCalledWith('people');
    expect(screen.getByRole('link', { name: 'Open: Print the team code sheets' })).toHaveAttribute(
      'href',
      '/admin/code-sheets',
    );
  });

  it('steps aside once every step is done, and while the demo event is there', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/event/demo': {
        status: 200,
        body: { holdsDemo: true, demo: { teams: 6, timeslots: 21, robots: 7, streams: 1 } },
      },
      'GET /api/event/setup': {
        status: 200,
        body: {
          steps: {
            name: true,
            date: true,
            teams: true,
            matches: false,
            slots: true,
            people: false,
          },
          done: false,
        },
      },
    });
    renderWithProviders(<SetupChecklist onOpenTab={vi.fn()} />, { path: '/admin' });
    const asked = (path: string) => fetchMock.mock.calls.some(([url]) => String(url) === path);
    await waitFor(() => expect(asked('/api/event/setup') && asked('/api/event/demo')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Set up your event' })).not.toBeInTheDocument();
  });
});
