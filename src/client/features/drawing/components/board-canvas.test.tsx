import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWING } from '../../../../shared/constants.ts';
import { emptyScene } from '../../../../shared/drawing/scene.ts';
import { renderBackground } from '../render.ts';
import { BoardCanvas, type BoardCanvasProps } from './board-canvas.tsx';

// A board laid out 800 px wide, with layers that take drawing (happy-dom has no 2D canvas).
vi.mock('../use-debounced-width.ts', () => ({ useDebouncedWidth: () => 800 }));
vi.mock('../render.ts', async (actual) => ({
  ...(await actual<typeof import('../render.ts')>()),
  fitLayer: () => ({}),
  renderBackground: vi.fn(),
  renderScene: vi.fn(),
}));

const props = (overrides: Partial<BoardCanvasProps>): BoardCanvasProps => ({
  scene: emptyScene(),
  tool: 'pen',
  style: { colour: 'black', width: 1 },
  background: null,
  label: 'Drawing Board',
  ...overrides,
});

describe('the board while the field picture loads', () => {
  beforeEach(() => vi.mocked(renderBackground).mockClear());

  it('shows the field from the first paint, under its layers', () => {
    const { getByTestId } = render(<BoardCanvas {...props({ backgroundLoading: true })} />);
    const board = getByTestId('drawing-canvas').parentElement!;
    expect(board.style.backgroundImage).toMatch(DRAWING.layoutImage);
    expect(board.style.backgroundSize).toBe('100% 100%');
  });

  it('leaves its field layer clear until the picture arrives, then draws it', () => {
    const { rerender } = render(<BoardCanvas {...props({ backgroundLoading: true })} />);
    expect(renderBackground).not.toHaveBeenCalled();
    const picture = new Image();
    rerender(<BoardCanvas {...props({ background: picture })} />);
    expect(renderBackground).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.anything(),
      picture,
    );
  });

  it('draws the plain field once the picture is given up on', () => {
    const { rerender } = render(<BoardCanvas {...props({ backgroundLoading: true })} />);
    rerender(<BoardCanvas {...props({ backgroundLoading: false })} />);
    expect(renderBackground).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), null);
  });
});
