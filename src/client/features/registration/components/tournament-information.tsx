import { CalendarDays, CircleHelp, ListChecks, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useTournamentDateLabel } from '../../settings/index.ts';

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-amber-400 [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-zinc-950">{title}</h3>
        <div className="mt-1 text-sm text-zinc-700">{children}</div>
      </div>
    </section>
  );
}

/** Screen C's side card (spec 2.7): why register, the features, help, and the tournament date. */
export function TournamentInformation() {
  const { t } = useTranslation('registration');
  const date = useTournamentDateLabel();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('info.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Part icon={<Trophy aria-hidden="true" />} title={t('info.whyTitle')}>
          <p>{t('info.whyText')}</p>
        </Part>
        <Part icon={<ListChecks aria-hidden="true" />} title={t('info.featuresTitle')}>
          <ul className="list-disc space-y-1 pl-4">
            <li>{t('info.interviews')}</li>
            <li>{t('info.robots')}</li>
            <li>{t('info.messaging')}</li>
            <li>{t('info.materials')}</li>
            <li>{t('info.drawing')}</li>
          </ul>
        </Part>
        <Part icon={<CircleHelp aria-hidden="true" />} title={t('info.helpTitle')}>
          <p>{t('info.helpText')}</p>
        </Part>
        <Part icon={<CalendarDays aria-hidden="true" />} title={t('info.dateTitle')}>
          <p className="text-base font-bold text-zinc-950">{date}</p>
        </Part>
      </CardContent>
    </Card>
  );
}
