import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canvasPoint } from '../../../../shared/drawing/coordinates.ts';
import { BOARD_LABELS } from '../../../../shared/drawing/labels.ts';
import { emptyScene, placeLabel } from '../../../../shared/drawing/scene.ts';
import { mockFetch, renderAt, teamSession } from '../../../test/render.tsx';
import { renderScene, type Ctx } from '../render.ts';
import { DrawingBoard } from './drawing-board.tsx';

const signedIn = { 'GET /api/auth/me': { status: 200, body: teamSession } };

describe('the label tool', () => {
  it('offers only the fixed labels and places the chosen one where the board is tapped', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/drawings': { status: 200, body: [] },
      'POST /api/drawings': {
        status: 201,
        body: {
          id: 9,
          teamId: 7,
          name: 'Endgame',
          createdAt: '2025-05-03T10:00:00.000Z',
          updatedAt: '2025-05-03T10:00:00.000Z',
          scene: emptyScene(),
        },
      },
    });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    const tools = await screen.findByRole('group', { name: 'Drawing tool' });
    expect(screen.queryByLabelText('Label to place')).not.toBeInTheDocument();
    await userEvent.click(within(tools).getByRole('button', { name: 'Label' }));

    const picker = screen.getByLabelText('Label to place');
    expect(within(picker).getAllByRole('option')).toHaveLength(BOARD_LABELS.length);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Climb');

    const canvas = screen.getByTestId('drawing-canvas');
    await waitFor(() => expect(canvas).toHaveClass('cursor-crosshair'));
    fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, pointerType: 'touch' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(clear).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Board' }));
    await screen.findByText('Board Saved');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const [element] = JSON.parse(String(post?.[1]?.body)).scene.elements;
    expect(Object.keys(element).sort()).toEqual(['at', 'colour', 'kind', 'label']);
    expect(element).toMatchObject({ kind: 'label', label: 'climb', colour: '#ef4444' });
  });
});

describe('a label on the canvas', () => {
  function recordingContext() {
    const calls: Array<[string, unknown[]]> = [];
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, args]);
        return name === 'measureText' ? { width: 40 } : undefined;
      };
    const names = ['save', 'restore', 'clearRect', 'beginPath', 'roundRect', 'fill', 'fillText'];
    const ctx = Object.fromEntries([...names, 'measureText'].map((name) => [name, record(name)]));
    return { ctx: ctx as unknown as Ctx, calls };
  }

  it('is drawn in the words of the reader, centred where it was placed', () => {
    const { ctx, calls } = recordingContext();
    const scene = {
      ...emptyScene(),
      elements: [placeLabel('yellow', 'score-here', canvasPoint(200, 100))],
    };
    const text = vi.fn((id: string) => (id === 'score-here' ? 'Anotar aquí' : id));
    renderScene(ctx, scene, text);
    expect(calls.find(([name]) => name === 'fillText')?.[1]).toEqual(['Anotar aquí', 200, 101]);
    // A light paint gets dark words, so a yellow label stays readable.
    expect((ctx as unknown as { fillStyle: string }).fillStyle).toBe('#111827');
    expect(calls.find(([name]) => name === 'roundRect')?.[1]).toEqual([172, 87, 56, 26, 13]);
  });
});
