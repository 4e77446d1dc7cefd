import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { EventNameForm } from './event-name-form.tsx';

const settings = tournamentSettingsFixture({
  tournamentDate: '2026-05-02',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('EventNameForm', () => {
  it('names the event through the tournament settings, trimmed, keeping the date', async () => {
    let saved = settings;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/settings/tournament': () => ({ status: 200, body: saved }),
      'PUT /api/settings/tournament': () => {
        saved = { ...settings, eventName: 'Spring Regional 2026' };
        return { status: 200, body: saved };
      },
    });
    renderWithProviders(<EventNameForm />, { path: '/admin' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Event name');
    await user.type(input, '  Spring Regional 2026 ');
    const save = screen.getByRole('button', { name: 'Save Event Name' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(
      await screen.findByText('The event is now called Spring Regional 2026.'),
    ).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      tournamentDate: '2026-05-02',
      eventName: 'Spring Regional 2026',
    });
  });

  it('refuses a name over 100 characters without saving, in the reader’s words', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/settings/tournament': { status: 200, body: settings },
    });
    renderWithProviders(<EventNameForm />, { path: '/admin' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Event name');
    await user.click(input);
    await user.paste('x'.repeat(101));
    const save = screen.getByRole('button', { name: 'Save Event Name' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(
      await screen.findByText('Keep the event name to 100 characters or fewer'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
