import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { ScheduleManagementCard } from './schedule-management-card.tsx';

const NOT_SET = 'The tournament day has not been set yet.';

describe('ScheduleManagementCard', () => {
  it('says the day is not set only once it has read the settings', async () => {
    let answer: (response: Response) => void = () => {};
    const settings = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    const routes = fetchMock.getMockImplementation()!;
    // The settings are still being read until the test answers them.
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/api/settings/tournament') ? settings : routes(input, init),
    );
    renderWithProviders(<ScheduleManagementCard />);
    expect(await screen.findByText('Interview Schedule Management')).toBeInTheDocument();
    expect(screen.queryByText(NOT_SET)).not.toBeInTheDocument();

    answer(
      new Response(JSON.stringify(tournamentSettingsFixture({ tournamentDate: null })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText(NOT_SET)).toBeInTheDocument();
  });
});
