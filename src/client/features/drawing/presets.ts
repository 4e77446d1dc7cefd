import { DRAWING } from '../../../shared/constants.ts';
import type { Colour, Tool } from '../../../shared/drawing/scene.ts';

/** `full`: /draw and /line-board; `pad`: /drawing-pad; `basic`: the other drawing routes. */
export type DrawingPreset = 'full' | 'pad' | 'basic';

interface WidthControl {
  /** Its name's key in `drawing:widths`. */
  readonly label: 'brushSize' | 'lineWidth';
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

/** A preset's title and description are `drawing:presets.<preset>.title` and `.description`. */
export interface PresetConfig {
  readonly tools: readonly Tool[];
  /** A free colour picker, the five-colour palette, or one fixed colour. */
  readonly colours: 'picker' | 'palette' | 'fixed';
  readonly initialColour: Colour;
  /** The width slider, or null for a fixed width. */
  readonly width: WidthControl | null;
  readonly fixedWidth: number;
  /** Save, Share and the saved-boards list. */
  readonly canSave: boolean;
}

export const PRESETS: Readonly<Record<DrawingPreset, PresetConfig>> = {
  full: {
    tools: ['pen', 'eraser', 'rectangle', 'label'],
    colours: 'picker',
    initialColour: '#ef4444',
    width: {
      label: 'brushSize',
      min: DRAWING.brushSize.min,
      max: DRAWING.brushSize.max,
      initial: DRAWING.brushSize.default,
    },
    fixedWidth: DRAWING.brushSize.default,
    canSave: true,
  },
  pad: {
    tools: ['pen'],
    colours: 'palette',
    initialColour: 'red',
    width: {
      label: 'lineWidth',
      min: DRAWING.padLineWidth.min,
      max: DRAWING.padLineWidth.max,
      initial: DRAWING.padLineWidth.default,
    },
    fixedWidth: DRAWING.padLineWidth.default,
    canSave: false,
  },
  basic: {
    tools: ['pen'],
    colours: 'fixed',
    initialColour: 'black',
    width: null,
    fixedWidth: 3,
    canSave: false,
  },
};
