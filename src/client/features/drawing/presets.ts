import { DRAWING } from '../../../shared/constants.ts';
import type { Colour, Tool } from '../../../shared/drawing/scene.ts';

/** `full`: /draw and /line-board; `pad`: /drawing-pad; `basic`: the other drawing routes. */
export type DrawingPreset = 'full' | 'pad' | 'basic';

interface WidthControl {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

export interface PresetConfig {
  readonly title: string;
  readonly description: string;
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
    title: 'Drawing Board',
    description: 'Plan strategy on the field layout, save it for your team and share it.',
    tools: ['pen', 'eraser', 'rectangle'],
    colours: 'picker',
    initialColour: '#ef4444',
    width: { label: 'Brush size', min: DRAWING.brushSize.min, max: DRAWING.brushSize.max, initial: DRAWING.brushSize.default },
    fixedWidth: DRAWING.brushSize.default,
    canSave: true,
  },
  pad: {
    title: 'Drawing Pad',
    description: 'Sketch on the field layout in five colours.',
    tools: ['pen'],
    colours: 'palette',
    initialColour: 'red',
    width: {
      label: 'Line width',
      min: DRAWING.padLineWidth.min,
      max: DRAWING.padLineWidth.max,
      initial: DRAWING.padLineWidth.default,
    },
    fixedWidth: DRAWING.padLineWidth.default,
    canSave: false,
  },
  basic: {
    title: 'Drawing Board',
    description: 'Sketch on the field layout, then download your drawing.',
    tools: ['pen'],
    colours: 'fixed',
    initialColour: 'black',
    width: null,
    fixedWidth: 3,
    canSave: false,
  },
};

export const TOOL_LABELS: Readonly<Record<Tool, string>> = { pen: 'Pen', eraser: 'Eraser', rectangle: 'Rectangle' };
