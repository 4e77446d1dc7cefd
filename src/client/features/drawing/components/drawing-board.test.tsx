import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderAt, teamSession } from '../../../test/render.tsx';
import { draftKey } from '../draft-storage.ts';
import { DrawingBoard } from './drawing-board.tsx';

const signedIn = { 'GET /api/auth/me': { status: 200, body: teamSession } };
const savedBoard = {
  id: 5,
  teamId: 7,
  name: 'Auton plan',
  createdAt: '2025-05-03T10:00:00.000Z',
  updatedAt: '2025-05-03T10:00:00.000Z',
  scene: {
    version: 1,
    width: 800,
    height: 600,
    elements: [
      {
        kind: 'pen',
        colour: 'blue',
        width: 4,
        points: [
          [10, 10],
          [90, 90],
        ],
      },
    ],
  },
};

/** Draws once the board takes ink (its crosshair cursor): a board still loading is read-only. */
async function drawStroke(canvas: HTMLElement) {
  await waitFor(() => expect(canvas).toHaveClass('cursor-crosshair'));
  fireEvent.pointerDown(canvas, {
    pointerId: 1,
    button: 0,
    pointerType: 'mouse',
    clientX: 10,
    clientY: 10,
  });
  fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
}

describe('the drawing pad preset', () => {
  it('offers five colours and a 1 to 20 line-width slider, Clear and Download, but no Save', async () => {
    mockFetch(signedIn);
    renderAt(<DrawingBoard preset="pad" />, '/drawing-pad');
    const colours = await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Red', 'Blue', 'Green', 'Yellow', 'Black']);
    expect(within(colours).getByRole('radio', { name: 'Red' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const slider = screen.getByRole('slider', { name: 'Line width' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '20');
    expect(slider).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('switches colour with a visible check, not colour alone', async () => {
    mockFetch(signedIn);
    renderAt(<DrawingBoard preset="pad" />, '/drawing-pad');
    await userEvent.click(await screen.findByRole('radio', { name: 'Green' }));
    expect(screen.getByRole('radio', { name: 'Green' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the basic preset', () => {
  it('has Clear and Download only', async () => {
    mockFetch(signedIn);
    renderAt(<DrawingBoard preset="basic" />, '/simple-draw');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('the full board', () => {
  it('has pen, eraser, rectangle and label, a 1 to 30 brush (5 to start), a colour picker and every action', async () => {
    mockFetch({ ...signedIn, 'GET /api/drawings': { status: 200, body: [] } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    const tools = await screen.findByRole('group', { name: 'Drawing tool' });
    expect(
      within(tools)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pen', 'Eraser', 'Rectangle', 'Label']);
    expect(within(tools).getByRole('button', { name: 'Pen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const brush = screen.getByRole('slider', { name: 'Brush size' });
    expect(brush).toHaveAttribute('min', '1');
    expect(brush).toHaveAttribute('max', '30');
    expect(brush).toHaveValue('5');
    expect(screen.getByLabelText('Colour')).toHaveAttribute('type', 'color');
    for (const name of ['Save', 'Clear', 'Download', 'Share'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(
      await screen.findByText('No saved boards yet. Draw on the field and press Save.'),
    ).toBeInTheDocument();
  });

  it('draws a stroke, clears it and brings it back with Undo', async () => {
    mockFetch({ ...signedIn, 'GET /api/drawings': { status: 200, body: [] } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    const canvas = await screen.findByTestId('drawing-canvas');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await drawStroke(canvas);
    await waitFor(() => expect(clear).toBeEnabled());
    expect(screen.getByText('New board · Not saved yet')).toBeInTheDocument();
    await userEvent.click(clear);
    expect(clear).toBeDisabled();
    expect(await screen.findByText('Board cleared')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(clear).toBeEnabled();
  });

  it('keeps a stroke drawn just before the page goes away, without waiting for the draft timer', async () => {
    mockFetch({ ...signedIn, 'GET /api/drawings': { status: 200, body: [] } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    await drawStroke(await screen.findByTestId('drawing-canvas'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled());
    // A reload or a closed tab at once: the page is hidden, and then it is gone.
    window.dispatchEvent(new Event('pagehide'));
    const draft = JSON.parse(
      window.localStorage.getItem(draftKey(`team-${teamSession.teamId}`, 'full')) ?? 'null',
    ) as {
      scene: { elements: unknown[] };
      unsaved: boolean;
    } | null;
    expect(draft?.scene.elements).toHaveLength(1);
    expect(draft?.unsaved).toBe(true);
  });

  it('saves a new board under a name and shows its address', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/drawings': { status: 200, body: [] },
      'POST /api/drawings': { status: 201, body: { ...savedBoard, name: 'Finals plan' } },
    });
    const { location } = renderAt(<DrawingBoard preset="full" />, '/draw');
    await drawStroke(await screen.findByTestId('drawing-canvas'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = await screen.findByLabelText('Board name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Finals plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save Board' }));

    expect(await screen.findByText('Board Saved')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body.name).toBe('Finals plan');
    expect(body.scene.elements).toHaveLength(1);
    expect(body.scene.elements[0]).toMatchObject({ kind: 'pen', colour: '#ef4444', width: 5 });
    await waitFor(() => expect(location.history.at(-1)).toBe('/draw?board=5'));
    expect(screen.getByText('Finals plan · All changes saved')).toBeInTheDocument();
  });

  it('refuses an empty board name with the contract message', async () => {
    mockFetch({ ...signedIn, 'GET /api/drawings': { status: 200, body: [] } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await userEvent.clear(await screen.findByLabelText('Board name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a name for the board');
  });

  it('opens the saved board the address names', async () => {
    mockFetch({
      ...signedIn,
      'GET /api/drawings': { status: 200, body: [savedBoard] },
      'GET /api/drawings/5': { status: 200, body: savedBoard },
    });
    renderAt(<DrawingBoard preset="full" />, '/draw?board=5');
    expect(await screen.findByText('Auton plan · All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled();
  });

  it('restores an unsaved drawing kept in this browser', async () => {
    window.localStorage.setItem(
      draftKey('team-7', 'full'),
      JSON.stringify({ scene: savedBoard.scene, boardId: null, boardUpdatedAt: null }),
    );
    mockFetch({ ...signedIn, 'GET /api/drawings': { status: 200, body: [] } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    expect(await screen.findByText('New board · Not saved yet')).toBeInTheDocument();
  });

  it('brings back unsaved changes to a saved board after a reload', async () => {
    window.localStorage.setItem(
      draftKey('team-7', 'full'),
      JSON.stringify({
        scene: { ...savedBoard.scene, elements: [] },
        boardId: 5,
        boardUpdatedAt: savedBoard.updatedAt,
        unsaved: true,
      }),
    );
    mockFetch({
      ...signedIn,
      'GET /api/drawings': { status: 200, body: [savedBoard] },
      'GET /api/drawings/5': { status: 200, body: savedBoard },
    });
    renderAt(<DrawingBoard preset="full" />, '/draw?board=5');
    expect(await screen.findByText('Auton plan · Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('keeps both drawings when another device saved the board first', async () => {
    const newer = { ...savedBoard, updatedAt: '2025-05-03T11:00:00.000Z' };
    window.localStorage.setItem(
      draftKey('team-7', 'full'),
      JSON.stringify({
        scene: { ...savedBoard.scene, elements: [] },
        boardId: 5,
        boardUpdatedAt: savedBoard.updatedAt,
        unsaved: true,
      }),
    );
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/drawings': { status: 200, body: [newer] },
      'GET /api/drawings/5': { status: 200, body: newer },
      'PUT /api/drawings/5': {
        status: 409,
        body: { message: 'This board was changed on another device since you opened it' },
      },
      'POST /api/drawings': {
        status: 201,
        body: { ...savedBoard, id: 6, name: 'Auton plan (copy)' },
      },
    });
    const { location } = renderAt(<DrawingBoard preset="full" />, '/draw?board=5');
    await screen.findByText('Auton plan · Unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as a new board')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).expectedUpdatedAt).toBe(savedBoard.updatedAt);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Auton plan (copy)',
      scene: { elements: [] },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/draw?board=6'));
  });

  it('shows a shared link read-only, with Edit for the team', async () => {
    mockFetch({ ...signedIn, 'GET /api/drawings/5': { status: 200, body: savedBoard } });
    const { location } = renderAt(<DrawingBoard preset="full" />, '/draw?board=5&view=1');
    expect(await screen.findByText('Shared board: Auton plan')).toBeInTheDocument();
    expect(screen.getByText(/View only/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Drawing tool' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit This Board' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/draw?board=5'));
  });

  it("says so when a link is for another team's board", async () => {
    mockFetch({
      ...signedIn,
      'GET /api/drawings/9': {
        status: 403,
        body: { message: 'This board belongs to another team' },
      },
    });
    renderAt(<DrawingBoard preset="full" />, '/draw?board=9&view=1');
    expect(await screen.findByText('This board belongs to another team')).toBeInTheDocument();
  });

  it('lets an administrator draw but keeps saving for teams', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    renderAt(<DrawingBoard preset="full" />, '/draw');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/Saving and sharing boards is for teams/)).toBeInTheDocument();
  });
});
