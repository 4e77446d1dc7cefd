import i18next from 'i18next';
import { DRAWING } from '../../../shared/constants.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import { downloadBlob, exportBoardPng } from './render.ts';

/** Downloads the board as a PNG over the field picture; a failure is a toast, not a throw. */
export async function downloadBoard(scene: Scene, image: HTMLImageElement | null) {
  try {
    downloadBlob(await exportBoardPng(scene, image), DRAWING.downloadFileName);
  } catch (error) {
    const t = i18next.getFixedT(null, 'drawing');
    toast({
      variant: 'destructive',
      title: t('toasts.downloadFailedTitle'),
      description: errorMessage(error, t('toasts.downloadFailed')),
    });
  }
}
