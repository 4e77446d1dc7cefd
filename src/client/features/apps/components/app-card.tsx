import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import type { CompanionApp } from '../catalogue.ts';
import { openApp } from '../open-app.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** A related app: 'Open App' on phones, 'View on Play Store' on desktop (spec 2.16). */
export function AppCard({
  app,
  icon,
  isPhone,
}: {
  app: CompanionApp;
  icon: ReactNode;
  isPhone: boolean;
}) {
  const { t } = useTranslation('apps');
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="mb-2 flex size-12 items-center justify-center rounded-xl bg-amber-400 text-zinc-950 [&_svg]:size-6">
          {icon}
        </div>
        <CardTitle>{t(`catalogue.${app.id}.title`)}</CardTitle>
        <p className="text-sm font-semibold text-zinc-700">{app.appName}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="text-base">
          {t(`catalogue.${app.id}.description`)}
        </CardDescription>
      </CardContent>
      <CardFooter>
        {isPhone ? (
          <Button
            className="w-full"
            aria-label={t('openLabel', { app: app.appName })}
            onClick={() => openApp(app)}
          >
            <Smartphone aria-hidden="true" />
            {t('open')}
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full">
            <a
              href={app.storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('storeLabel', { app: app.appName })}
            >
              <ExternalLink aria-hidden="true" />
              {t('store')}
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
