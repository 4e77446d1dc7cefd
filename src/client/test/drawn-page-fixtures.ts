import type { Session } from '../../shared/contract/auth.ts';
import type { Language } from '../../shared/languages.ts';
import { drawSignedInPage } from '../prerender.tsx';

/**
 * A signed-in team and the answers the server loads for its first pages (decision 215), as the
 * server sends them: its next interview far ahead, nothing unread, no announcements, the sample
 * manual answering.
 */
export const drawnTeamSession: Session = {
  userId: 2,
  username: 'Design Dragons',
  isAdmin: false,
  teamId: 2,
  teamNumber: '1234A',
  role: 'team',
  rooms: [],
  checkedIn: false,
};

export const DRAWN_PAGE_ANSWERS: Readonly<Record<string, unknown>> = {
  '/api/settings/tournament': {
    tournamentDate: '2099-12-10',
    updatedAt: '2026-11-26T00:00:00.000Z',
    reminderLeadMinutes: 15,
    matchBufferMinutes: 15,
    timeZone: 'UTC',
  },
  '/api/interviews': [
    {
      id: 1,
      title: 'Engineering notebook review',
      userId: 2,
      teamId: 2,
      timeslotId: 2,
      notes: null,
      status: 'scheduled',
      progress: 'waiting',
      timeslot: {
        startTime: '2099-12-10T10:20:00.000Z',
        endTime: '2099-12-10T10:40:00.000Z',
        room: 'Judging Room 7',
      },
      team: { name: 'Design Dragons', number: '1234A' },
    },
  ],
  // Its day: a match with partners and opponents before its interview, and one after it.
  '/api/matches?teamId=2': [
    {
      id: 1,
      label: 'Q3',
      startTime: '2099-12-10T09:40:00.000Z',
      field: 'Field 1',
      teams: [
        { station: 'red1', teamId: 2, name: 'Design Dragons', number: '1234A' },
        { station: 'red2', teamId: 3, name: 'Gear Grinders', number: '5678B' },
        { station: 'blue1', teamId: 4, name: 'Circuit Breakers', number: '9012C' },
        { station: 'blue2', teamId: 5, name: 'Torque Titans', number: '3456D' },
      ],
    },
    {
      id: 2,
      label: 'Q9',
      startTime: '2099-12-10T11:00:00.000Z',
      field: 'Field 2',
      teams: [{ station: 'blue2', teamId: 2, name: 'Design Dragons', number: '1234A' }],
    },
  ],
  '/api/messages/unread': [],
  '/api/announcements': [],
  // The manual pages draw their question form once they know which manual answers.
  '/api/manual/status': {
    documents: [
      { id: 1, title: 'Lantern Lift: Sample Game Manual (PitCrew sample)', isSample: true },
    ],
    modelConfigured: false,
    webSearchConfigured: false,
  },
};

/** Answers a drawn page's read from DRAWN_PAGE_ANSWERS (undefined: the server does not load it). */
const loadDrawnAnswer = async (url: string) => DRAWN_PAGE_ANSWERS[url];

/** `path` drawn as the server draws it for the demo team, with the answers above. */
export const drawForTeam = (path: string, language?: Language) =>
  drawSignedInPage(path, drawnTeamSession, loadDrawnAnswer, language);
