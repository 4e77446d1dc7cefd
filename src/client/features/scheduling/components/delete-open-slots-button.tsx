import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteOpenSlots } from '../judging-api.ts';
import { formatDay } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Deletes every open, never-booked slot of a day in one request, after asking. */
export function DeleteOpenSlotsButton({ date, openCount }: { date: string; openCount: number }) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const slots = (count: number) => t('deleteOpen.slots', { count });
  const zone = useVenueZone();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteOpenSlots();
  async function confirm() {
    setAsking(false);
    try {
      const { deleted, kept } = await remove.mutateAsync(date);
      toast({
        title: t('deleteOpen.deleted'),
        description: t('deleteOpen.deletedText', { deleted: slots(deleted), kept: slots(kept) }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('deleteOpen.failed'),
        description: errorMessage(error, t('deleteOpen.failedText')),
        variant: 'destructive',
      });
    }
  }
  return (
    <>
      <Button
        variant="outline"
        disabled={openCount === 0 || remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('deleteOpen.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('deleteOpen.title')}
        description={t('deleteOpen.description', { date: formatDay(date, zone, language) })}
        confirmLabel={t('deleteOpen.button')}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
