import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Sparkles } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useClearDemo, useDemoEvent } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { operationsRoutes } from '../../../../shared/routes/people.ts';

/**
 * On a database that holds the demo event, the dashboard says so and offers 'Start your real
 * event' (decision 262): after a confirmation, with a backup offered first, the demo rows go.
 */
export function DemoEventNotice() {
  const { t } = useTranslation('admin');
  const demo = useDemoEvent();
  const clear = useClearDemo();
  const [open, setOpen] = useState(false);
  if (!demo.data?.holdsDemo) return null;
  const { teams, timeslots } = demo.data.demo;
  return (
    <section
      aria-labelledby="demo-event-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border-2 border-yellow-400 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-yellow-700" />
        <div>
          <h2 id="demo-event-title" className="text-lg font-bold text-yellow-950">
            {t('demoEvent.title')}
          </h2>
          <p className="text-sm text-yellow-950">{t('demoEvent.text', { teams, timeslots })}</p>
        </div>
      </div>
      <Button className="sm:shrink-0" onClick={() => setOpen(true)}>
        {t('demoEvent.start')}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        title={t('demoEvent.confirmTitle')}
        description={
          <span className="flex flex-col gap-3">
            <span>{t('demoEvent.confirmText')}</span>
            <a
              href={operationsRoutes.backup.path}
              download
              className="inline-flex items-center gap-2 font-semibold underline underline-offset-4"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('demoEvent.backup')}
            </a>
          </span>
        }
        confirmLabel={t('demoEvent.confirm')}
        destructive
        pending={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t('demoEvent.cleared'),
                description: t('demoEvent.clearedText'),
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: t('demoEvent.failed'),
                description: errorMessage(error, t('demoEvent.failed')),
                variant: 'destructive',
              }),
          })
        }
      />
    </section>
  );
}
