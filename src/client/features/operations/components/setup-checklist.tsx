import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useDemoEvent, useEventSetup } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

type Step = 'name' | 'date' | 'teams' | 'codeSheets' | 'matches' | 'slots' | 'people';

/** Each step's screen: a dashboard tab, or a page of its own. */
const SCREENS: Record<Step, { tab: string } | { href: string }> = {
  name: { tab: 'settings' },
  date: { tab: 'settings' },
  teams: { tab: 'teams' },
  codeSheets: { href: '/admin/code-sheets' },
  matches: { tab: 'matches' },
  slots: { tab: 'timeslots' },
  people: { tab: 'people' },
};

/**
 * The set-up checklist of a new or just-cleared event (decision 263) on /admin: each step links
 * to its screen and ticks itself from the data. Gone once every tracked step is done, and while
 * the demo event is still there (its notice comes first).
 */
export function SetupChecklist({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { t } = useTranslation('admin');
  const setup = useEventSetup();
  const demo = useDemoEvent();
  if (!setup.data || setup.data.done || demo.data?.holdsDemo !== false) return null;
  const { steps } = setup.data;
  // Printing leaves no trace in the data: the step is a link, ticked once the teams exist to print.
  const ticked: Record<Step, boolean | null> = { ...steps, codeSheets: null };
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{t('setup.title')}</CardTitle>
        <CardDescription>{t('setup.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label={t('setup.title')} className="flex flex-col divide-y divide-zinc-200">
          {(Object.keys(SCREENS) as Step[]).map((step) => {
            const screen = SCREENS[step];
            const done = ticked[step];
            return (
              <li
                key={step}
                className="flex items-center justify-between gap-3 py-2"
                data-testid={`setup-${step}`}
              >
                <span className="flex items-center gap-2">
                  {done ? (
                    <CircleCheck aria-label={t('setup.done')} className="size-5 text-green-700" />
                  ) : (
                    <CircleDashed
                      aria-label={done === null ? undefined : t('setup.todo')}
                      aria-hidden={done === null ? true : undefined}
                      className="size-5 text-zinc-500"
                    />
                  )}
                  <span className={done ? 'text-zinc-600 line-through' : 'text-zinc-950'}>
                    {t(`setup.${step}`)}
                  </span>
                </span>
                {'href' in screen ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      href={screen.href}
                      aria-label={`${t('setup.open')}: ${t(`setup.${step}`)}`}
                    >
                      {t('setup.open')}
                    </Link>
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpenTab(screen.tab)}
                    aria-label={`${t('setup.open')}: ${t(`setup.${step}`)}`}
                  >
                    {t('setup.open')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
