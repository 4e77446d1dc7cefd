import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponseContractError } from '../../lib/endpoint.ts';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import { tournamentSettingsFixture } from '../../test/contract-fixtures.ts';
import { formatTournamentDate, useTournamentDate, useTournamentDateLabel } from './api.ts';

const signedOut = {
  'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
};

function Probe() {
  return (
    <p>
      {useTournamentDate()} / {useTournamentDateLabel()}
    </p>
  );
}

describe('the tournament date', () => {
  it('is the spec date until an administrator sets one', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture(),
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('2025-05-03 / May 3, 2025')).toBeInTheDocument();
  });

  it('is the configured date once set', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({
          tournamentDate: '2026-11-30',
          updatedAt: '2026-01-01T00:00:00.000Z',
        }),
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('2026-11-30 / Nov 30, 2026')).toBeInTheDocument();
  });

  it('falls back to the spec date when the settings cannot be read', async () => {
    mockFetch({
      ...signedOut,
      ...signedOut,
      'GET /api/settings/tournament': { status: 500, body: { message: 'down' } },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('2025-05-03 / May 3, 2025')).toBeInTheDocument();
  });

  it('takes no date from settings outside the contract, and names the call and the fields (decision 134)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...signedOut,
      // What the server sent before the time zone and the reminder lead time were settings.
      'GET /api/settings/tournament': {
        status: 200,
        body: { tournamentDate: '2026-11-30', updatedAt: null },
      },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.any(ResponseContractError)));
    const error = logged.mock.calls
      .map(([first]: unknown[]) => first)
      .find((first) => first instanceof ResponseContractError);
    expect(String(error)).toContain(
      'GET /api/settings/tournament answered outside its contract: reminderLeadMinutes:',
    );
    expect(String(error)).toContain('timeZone:');
    expect(screen.getByText('2025-05-03 / May 3, 2025')).toBeInTheDocument();
  });

  it('formats a day as the spec does, whatever the time zone', () => {
    expect(formatTournamentDate('2025-05-03', 'en')).toBe('May 3, 2025');
    expect(formatTournamentDate('2025-12-31', 'en')).toBe('Dec 31, 2025');
  });
});
