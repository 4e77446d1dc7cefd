import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { teamFixture, tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { readCodeLink } from '../code-link.ts';
import { TeamCodeSheets } from './team-code-sheets.tsx';

const teams = Array.from({ length: 9 }, (_, i) =>
  teamFixture({
    id: i + 1,
    name: `Team ${i + 1}`,
    // Team 3 has a number: its card names it beside the name.
    number: i === 2 ? '303C' : null,
    description: null,
    isRegistered: false,
    joinCode: `ABCD2345EF${'GHJKMNPQR'[i]}${'S'}`,
    coachName: null,
    coachEmail: null,
    coachPhone: null,
    registeredAt: null,
  }),
);

describe('TeamCodeSheets', () => {
  it('prints one card per team, eight to a sheet, each with its code and a QR code of its registration link', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/teams': { status: 200, body: teams },
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({ tournamentDate: '2026-05-02' }),
      },
    });
    renderWithProviders(<TeamCodeSheets />, { path: '/admin/code-sheets' });
    const sheets = await screen.findAllByRole('region', { name: /^Sheet / });
    expect(sheets).toHaveLength(2);
    expect(sheets[0]!.querySelectorAll('[data-testid="team-code-card"]')).toHaveLength(8);
    expect(sheets[1]!.querySelectorAll('[data-testid="team-code-card"]')).toHaveLength(1);
    expect(sheets[0]).toHaveTextContent('ABCD-2345-EFGS');
    expect(screen.getByRole('heading', { name: '303C Team 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team 4' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^QR code: registration link for/ })).toHaveLength(
        9,
      ),
    );
    const qr = screen.getByRole('img', { name: 'QR code: registration link for 303C Team 3' });
    // Drawn inline: a 25-module symbol (version 2) in a quiet zone of two, dark runs as one path.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('viewBox')).toMatch(/^-2 -2 (\d+) \1$/);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M0 0h7v1H0z/);
    const link = new URL(qr.getAttribute('data-qr-text')!);
    expect(link.pathname).toBe('/register');
    expect(link.search).toBe('');
    expect(readCodeLink(link.hash)).toEqual({ teamId: '3', joinCode: 'ABCD-2345-EFJS' });
  });
});

describe('TeamCodeSheets with many teams', () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    teamFixture({ id: i + 1, name: `Many ${i + 1}`, joinCode: 'ABCD2345EFGH' }),
  );

  function renderMany(teams = many) {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/teams': { status: 200, body: teams },
      'GET /api/settings/tournament': {
        status: 200,
        body: tournamentSettingsFixture({ tournamentDate: '2026-05-02' }),
      },
    });
    renderWithProviders(<TeamCodeSheets />, { path: '/admin/code-sheets' });
  }

  it('draws the first sheets at once and the rest a few at a time, printing only once all are drawn', async () => {
    renderMany();
    // Eight sheets: four drawn in the first task, the status says so and printing waits (checked
    // together, when the page changes: the next sheets follow within milliseconds).
    await waitFor(() => {
      expect(screen.getByText(/Preparing sheet 4 of 8…/)).toBeInTheDocument();
      expect(screen.getAllByRole('region', { name: /^Sheet / })).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    });
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Sheet / })).toHaveLength(8));
    expect(screen.getAllByTestId('team-code-card')).toHaveLength(60);
    expect(screen.queryByText(/Preparing sheet/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('draws every sheet when the browser starts printing', async () => {
    // Fifty sheets: far from all drawn when the first ones show.
    renderMany(
      Array.from({ length: 400 }, (_, i) =>
        teamFixture({ id: i + 1, name: `Print ${i + 1}`, joinCode: 'ABCD2345EFGH' }),
      ),
    );
    expect((await screen.findAllByRole('region', { name: /^Sheet / })).length).toBeLessThan(50);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByRole('region', { name: /^Sheet / })).toHaveLength(50);
  });
});

describe('readCodeLink', () => {
  it('reads a team and its code from a fragment, and ignores what is not one', () => {
    expect(readCodeLink('#team=12&code=abcd-2345-efgh')).toEqual({
      teamId: '12',
      joinCode: 'ABCD-2345-EFGH',
    });
    expect(readCodeLink('#team=x&code=ABCD2345EFGH')).toBeNull();
    expect(readCodeLink('#code=ABCD2345EFGH')).toBeNull();
    expect(readCodeLink('#team=1')).toBeNull();
    expect(readCodeLink('')).toBeNull();
    expect(readCodeLink(`#team=1&code=${'A'.repeat(500)}`)).toBeNull();
  });
});
