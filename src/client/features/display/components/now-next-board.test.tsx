import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisplayInterview } from '../../../../shared/contract/display.ts';
import { NowNextBoard } from './now-next-board.tsx';

const clock = new Date('2031-05-03T10:05:00Z');
const booked = (
  startTime: string,
  endTime: string,
  teamName: string,
  teamNumber: string | null,
): DisplayInterview => ({
  room: 'Room 1',
  startTime,
  endTime,
  teamName,
  teamNumber,
  progress: 'waiting',
});

describe('NowNextBoard', () => {
  it('names the teams now and next with their numbers beside the names, as before without one', () => {
    render(
      <NowNextBoard
        room={null}
        clock={clock}
        interviews={[
          booked('2031-05-03T10:00:00Z', '2031-05-03T10:20:00Z', 'Gear Grinders', '1234A'),
          booked('2031-05-03T10:20:00Z', '2031-05-03T10:40:00Z', 'Bolt Brigade', null),
        ]}
      />,
    );
    expect(screen.getByTestId('display-now')).toHaveTextContent(/^1234A Gear Grinders$/);
    expect(screen.getByTestId('display-next')).toHaveTextContent(/^Bolt Brigade$/);
    expect(screen.getByLabelText('Time to the next start')).toHaveTextContent('starts in 15:00');
  });
});
