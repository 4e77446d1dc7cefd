import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { ReminderLeadForm } from './reminder-lead-form.tsx';

const settings = tournamentSettingsFixture({
  tournamentDate: '2026-05-02',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reminderLeadMinutes: 15,
});

describe('ReminderLeadForm', () => {
  it('shows the lead time and saves 0 (reminders off) through the tournament settings', async () => {
    let saved = settings;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/settings/tournament': () => ({ status: 200, body: saved }),
      'PUT /api/settings/tournament': () => {
        saved = { ...settings, reminderLeadMinutes: 0 };
        return { status: 200, body: saved };
      },
    });
    renderWithProviders(<ReminderLeadForm />, { path: '/admin' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Reminder lead time (minutes)');
    await screen.findByDisplayValue('15');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save Reminder Lead Time' }));
    expect(await screen.findByText('Interview reminders are off.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      tournamentDate: '2026-05-02',
      reminderLeadMinutes: 0,
    });
  });

  it('refuses a lead time outside 0 to 1440 minutes without saving', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/settings/tournament': { status: 200, body: settings },
    });
    renderWithProviders(<ReminderLeadForm />, { path: '/admin' });
    const user = userEvent.setup();
    const input = await screen.findByDisplayValue('15');
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Save Reminder Lead Time' }));
    expect(
      await screen.findByText(
        'Reminder lead time must be a whole number of minutes from 0 to 1440',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
