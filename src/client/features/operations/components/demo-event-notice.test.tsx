import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DemoEventNotice } from './demo-event-notice.tsx';

const holding = { holdsDemo: true, demo: { teams: 6, timeslots: 21, robots: 7, streams: 1 } };
const clean = { holdsDemo: false, demo: { teams: 0, timeslots: 0, robots: 0, streams: 0 } };

describe('DemoEventNotice', () => {
  it('says the database holds the demo event and removes it after a confirmation that offers a backup', async () => {
    let cleared = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/event/demo': () => ({ status: 200, body: cleared ? clean : holding }),
      'POST /api/event/clear-demo': () => {
        cleared = true;
        return {
          status: 200,
          body: { holdsDemo: false, demo: { teams: 6, timeslots: 21, robots: 7, streams: 1 } },
        };
      },
    });
    renderWithProviders(<DemoEventNotice />, { path: '/admin' });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'This is the demo event' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/6 teams, 21 slots/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start your real event' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the demo event?' });
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Download a backup first' }));
    expect(screen.getByRole('link', { name: 'Download a backup first' })).toHaveAttribute(
      'href',
      '/api/admin/backup',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the demo' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'This is the demo event' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/event/clear-demo' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('says nothing on a real event', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/event/demo': { status: 200, body: clean },
    });
    renderWithProviders(<DemoEventNotice />, { path: '/admin' });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'This is the demo event' }),
      ).not.toBeInTheDocument(),
    );
  });
});
