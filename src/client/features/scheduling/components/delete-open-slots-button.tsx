import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteOpenSlots } from '../judging-api.ts';
import { formatDay } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';

const slots = (n: number) => `${n} ${n === 1 ? 'slot' : 'slots'}`;

/** Deletes every open, never-booked slot of a day in one request, after asking (issue 19). */
export function DeleteOpenSlotsButton({ date, openCount }: { date: string; openCount: number }) {
  const zone = useVenueZone();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteOpenSlots();
  async function confirm() {
    setAsking(false);
    try {
      const { deleted, kept } = await remove.mutateAsync(date);
      toast({
        title: 'Open Slots Deleted',
        description: `${slots(deleted)} deleted; ${slots(kept)} with bookings or their history kept.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'There was an error deleting the slots. Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <>
      <Button variant="outline" disabled={openCount === 0 || remove.isPending} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Delete open slots
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete open slots?"
        description={`Every open slot of ${formatDay(date, zone)} that no team ever booked is deleted. Booked slots, and slots with a canceled booking on record, stay.`}
        confirmLabel="Delete open slots"
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
