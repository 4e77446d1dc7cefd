import { DatabaseBackup } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { operationsRoutes } from '../../../../shared/routes/people.ts';

/** Admin dashboard, Settings tab: a backup of the whole event, downloaded while it runs (decision 172). */
export function BackupCard() {
  const { t } = useTranslation('admin');
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t('backup.title')}</CardTitle>
        <CardDescription>
          <Trans t={t} i18nKey="backup.description" components={{ code: <code /> }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={operationsRoutes.backup.path}
          download
          className={cn(buttonVariants({ variant: 'outline' }))}
        >
          <DatabaseBackup aria-hidden="true" />
          {t('backup.download')}
        </a>
      </CardContent>
    </Card>
  );
}
