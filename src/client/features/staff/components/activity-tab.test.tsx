import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ActivityTab } from './activity-tab.tsx';

const entry = (id: number, actorName: string, action: string) => ({
  id,
  at: '2026-11-28T10:00:00.000Z',
  actorName,
  actorRole: actorName === 'admin' ? 'organiser' : 'judge',
  action,
  target: `interview ${id}`,
  before: { progress: 'waiting' },
  after: { progress: 'arrived' },
});

describe('ActivityTab', () => {
  it('shows who changed what with the values before and after, pages on, and filters by person', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/audit': {
        status: 200,
        body: {
          entries: [entry(3, 'ada', 'interview.progress'), entry(2, 'admin', 'staff.invited')],
          nextBefore: 2,
        },
      },
      'GET /api/audit?before=2': {
        status: 200,
        body: { entries: [entry(1, 'admin', 'staff.invited')], nextBefore: null },
      },
      'GET /api/audit?actor=ada': {
        status: 200,
        body: { entries: [entry(3, 'ada', 'interview.progress')], nextBefore: null },
      },
    });
    renderWithProviders(<ActivityTab />, { path: '/admin' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const [first] = within(list).getAllByTestId('activity-entry');
    expect(first).toHaveTextContent('ada');
    expect(first).toHaveTextContent('interview.progress');
    expect(first).toHaveTextContent('{"progress":"waiting"}');
    expect(first).toHaveTextContent('{"progress":"arrived"}');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(list).findAllByTestId('activity-entry')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Person'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/audit/export.csv?actor=ada',
    );
    expect(
      await within(
        await screen.findByRole('list', { name: 'Changes, newest first' }),
      ).findAllByTestId('activity-entry'),
    ).toHaveLength(1);
  });
});
