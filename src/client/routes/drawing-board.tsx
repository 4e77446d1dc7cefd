import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { DrawingBoard } from '../features/drawing/components/drawing-board.tsx';
import type { DrawingPreset } from '../features/drawing/presets.ts';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

export type { DrawingPreset } from '../features/drawing/presets.ts';

/** Every drawing route (spec sections 2.1, 2.17): one board, the route's preset of tools. */
export default function DrawingBoardPage({ preset }: { preset: DrawingPreset }) {
  const { t } = useTranslation('drawing');
  return (
    <div data-preset={preset}>
      <PageHeader
        title={t(`presets.${preset}.title`)}
        description={t(`presets.${preset}.description`)}
      />
      <DrawingBoard preset={preset} />
    </div>
  );
}
