import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

/** `full`: /draw and /line-board; `pad`: /drawing-pad; `basic`: the other drawing routes. */
export type DrawingPreset = 'full' | 'pad' | 'basic';

const PRESETS: Record<DrawingPreset, { title: string; description: string; soon: string }> = {
  full: {
    title: 'Drawing Board',
    description: 'Plan strategy on the field layout.',
    soon: 'A drawing canvas over the field layout with pen, eraser and rectangle tools, brush size, colours, Save, Clear, Download and Share will appear here.',
  },
  pad: {
    title: 'Drawing Pad',
    description: 'Sketch on the field layout.',
    soon: 'A drawing canvas over the field layout with five colours, a line-width slider, Clear and Download will appear here.',
  },
  basic: {
    title: 'Drawing Board',
    description: 'Sketch on the field layout.',
    soon: 'A drawing canvas over the field layout with Clear and Download will appear here.',
  },
};

export default function DrawingBoardPage({ preset }: { preset: DrawingPreset }) {
  const { title, description, soon } = PRESETS[preset];
  return (
    <div data-preset={preset}>
      <PageHeader title={title} description={description} />
      <ComingSoon>{soon}</ComingSoon>
    </div>
  );
}
