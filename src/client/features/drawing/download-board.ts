import i18next from 'i18next';
import { DRAWING } from '../../../shared/constants.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import { downloadBlob, exportBoardPng } from './render.ts';

/**
 * Downloads the board as a PNG over the field picture, its labels in the reader's language; a
 * failure is a toast, not a throw.
 */
export async function downloadBoard(scene: Scene, image: HTMLImageElement | null) {
  const t = i18next.getFixedT(null, 'drawing');
  try {
    const png = await exportBoardPng(scene, image, (label) => t(`labels.${label}`));
    downloadBlob(png, DRAWING.downloadFileName);
  } catch (error) {
    toast({
      variant: 'destructive',
      title: t('toasts.downloadFailedTitle'),
      description: errorMessage(error, t('toasts.downloadFailed')),
    });
  }
}
