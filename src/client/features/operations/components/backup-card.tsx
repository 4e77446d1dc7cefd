import { DatabaseBackup } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/** Admin dashboard, Settings tab: a backup of the whole event, downloaded while it runs (decision 172). */
export function BackupCard() {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Backup</CardTitle>
        <CardDescription>
          Everything the event holds (teams, registrations, interviews, messages, boards) in one file. Keep a copy
          before the doors open and after each session; an operator restores it with <code>npm run restore</code>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a href="/api/admin/backup" download className={cn(buttonVariants({ variant: 'outline' }))}>
          <DatabaseBackup aria-hidden="true" />
          Download a backup
        </a>
      </CardContent>
    </Card>
  );
}
