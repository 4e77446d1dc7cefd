import { useTranslation } from 'react-i18next';
import { Bot, Code2, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPANION_APPS, type CompanionApp } from '../catalogue.ts';
import { useIsPhone } from '../use-is-phone.ts';
import { AppCard } from './app-card.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const ICONS: Record<CompanionApp['id'], ReactNode> = {
  robotics: <Bot aria-hidden="true" />,
  coding: <Code2 aria-hidden="true" />,
  'tournament-manager': <Trophy aria-hidden="true" />,
};

/** The three related apps, each with the button this device can use. */
export function AppsGrid() {
  const { t } = useTranslation('apps');
  const isPhone = useIsPhone();
  return (
    <ul aria-label={t('label')} className="grid gap-4 md:grid-cols-3">
      {COMPANION_APPS.map((app) => (
        <li key={app.id} className="flex">
          <AppCard app={app} icon={ICONS[app.id]} isPhone={isPhone} />
        </li>
      ))}
    </ul>
  );
}
