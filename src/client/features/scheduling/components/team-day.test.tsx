import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../shared/contract/matches.ts';
import { tournamentSettingsFixture } from '../../../test/contract-fixtures.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { interviewAt } from '../test-data.ts';
import { NextMatch } from './next-match.tsx';
import { TeamDay } from './team-day.tsx';

const Day = () => (
  <>
    <NextMatch />
    <TeamDay />
  </>
);

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const team = (station: string, teamId: number, name: string, number: string | null = null) => ({
  station,
  teamId,
  name,
  number,
});

const played: Match = {
  id: 1,
  label: 'Q2',
  startTime: at(-60).toISOString(),
  field: 'Field 1',
  teams: [team('red1', 7, 'Robo Raptors'), team('blue1', 9, 'Old Foes')],
};
const next: Match = {
  id: 2,
  label: 'Q14',
  startTime: at(90).toISOString(),
  field: 'Field 2',
  teams: [
    team('blue1', 7, 'Robo Raptors'),
    team('blue2', 8, 'Gear Grinders', '5678B'),
    team('red1', 4, 'Circuit Breakers', '9012C'),
    team('red2', 5, 'Torque Titans', '3456D'),
  ],
};
const later: Match = {
  id: 3,
  label: 'Q30',
  startTime: at(300).toISOString(),
  field: null,
  teams: [team('team1', 7, 'Robo Raptors'), team('team2', 6, 'Partners Inc', '1111A')],
};
const interview = interviewAt(11, at(180), {
  title: 'Notebook review',
  timeslot: { startTime: at(180).toISOString(), endTime: at(200).toISOString(), room: 'Room 7' },
});
const canceled = interviewAt(12, at(240), { title: 'Cancelled one', status: 'canceled' });

function setup(matches: unknown[], interviews: unknown[] = [interview, canceled]) {
  return mockFetch({
    'GET /api/auth/me': { status: 200, body: teamSession },
    'GET /api/settings/tournament': {
      status: 200,
      body: tournamentSettingsFixture({ timeZone: 'UTC' }),
    },
    'GET /api/matches?teamId=7': { status: 200, body: matches },
    'GET /api/interviews': { status: 200, body: interviews },
  });
}

describe("TeamDay: a team's matches and interview in one timeline", () => {
  it('shows the next match with its field, countdown, partners and opponents by number and name', async () => {
    setup([later, played, next]);
    renderWithProviders(<Day />);
    const heading = await screen.findByText('Next match');
    const card = heading.parentElement!.parentElement!;
    expect(within(card).getByText('Q14')).toBeInTheDocument();
    expect(within(card).getByText('Field 2')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Starts in 1 h 30 min|Starts in 1 h 29 min/);
    expect(card).toHaveTextContent('Blue alliance: 5678B Gear Grinders');
    expect(card).toHaveTextContent('Against 9012C Circuit Breakers, 3456D Torque Titans');
  });

  it('puts the interview among the matches in time order and leaves a cancelled interview out', async () => {
    setup([later, played, next]);
    renderWithProviders(<Day />);
    const timeline = await screen.findByRole('list', { name: 'Your day: matches and interview' });
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toContain('Q2 on Field 1');
    expect(items[1]).toContain('Q14 on Field 2');
    expect(items[2]).toContain('Interview: Notebook review, Room 7');
    // Numbered stations: everyone else plays with the team, nobody against it.
    expect(items[3]).toContain('Q30 on field to be announced');
    expect(items[3]).toContain('With 1111A Partners Inc');
    expect(timeline).not.toHaveTextContent('Cancelled one');
  });

  it('shows a match’s queue state when the server names one, and says when there are no matches', async () => {
    setup([{ ...next, queueState: 'now-queuing' }]);
    const view = renderWithProviders(<Day />);
    expect(await screen.findAllByText('Now queuing')).toHaveLength(2);
    view.unmount();

    setup([]);
    renderWithProviders(<Day />);
    expect(
      await screen.findByText('No matches for your team in the schedule yet.'),
    ).toBeInTheDocument();
  });

  it('redraws when the schedule changes (the live event invalidates the team’s matches)', async () => {
    setup([next]);
    const { client } = renderWithProviders(<Day />);
    expect(await screen.findByText('Q14 on Field 2')).toBeInTheDocument();
    setup([{ ...next, field: 'Field 3' }]);
    await act(() => client.invalidateQueries({ queryKey: ['/api/matches'] }));
    expect(await screen.findByText('Q14 on Field 3')).toBeInTheDocument();
  });
});
