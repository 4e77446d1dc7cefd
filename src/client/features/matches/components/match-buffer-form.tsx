import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSaveMatchBuffer } from '../api.ts';

/** The match buffer: minutes kept free before and after each of a team's matches. */
export function BufferForm({
  tournamentDate,
  value,
}: {
  tournamentDate: string | null;
  value: number;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [minutes, setMinutes] = useState(String(value));
  const save = useSaveMatchBuffer();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!tournamentDate) {
          toast({
            title: t('blocked.dateFirst'),
            description: t('blocked.dateFirstText'),
            variant: 'destructive',
          });
          return;
        }
        try {
          await save.mutateAsync({ tournamentDate, matchBufferMinutes: Number(minutes) });
          toast({
            title: t('blocked.bufferSaved'),
            description: t('blocked.bufferSavedText', { minutes }),
            variant: 'success',
          });
        } catch (error) {
          toast({
            title: t('blocked.notSaved'),
            description: errorMessage(error, t('blocked.tryAgain')),
            variant: 'destructive',
          });
        }
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('blocked.buffer')}</Label>
        <Input
          id={id}
          type="number"
          min={0}
          max={240}
          className="w-32"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t('blocked.saveBuffer')}
      </Button>
    </form>
  );
}
