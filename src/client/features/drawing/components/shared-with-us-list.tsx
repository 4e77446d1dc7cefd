import { useTranslation } from 'react-i18next';
import { FolderOpen } from 'lucide-react';
import type { SharedDrawing } from '../../../../shared/contract/drawings.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/**
 * 'Shared with us': boards alliance partners shared with this team, named by their team (never by
 * the partner's own name for the board).
 */
export function SharedWithUsList({
  boards,
  currentId,
  onOpen,
}: {
  boards: readonly SharedDrawing[];
  currentId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('drawing');
  return (
    <Card data-testid="shared-with-us">
      <CardHeader>
        <CardTitle>{t('coEdit.sharedTitle')}</CardTitle>
        <CardDescription>{t('coEdit.sharedDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t('coEdit.sharedTitle')} className="grid gap-2">
          {boards.map((board) => {
            const name = t('coEdit.boardOf', {
              team: teamLabel({ name: board.teamName, number: board.teamNumber }),
            });
            return (
              <li
                key={board.id}
                className="flex items-center gap-2 rounded-lg border border-zinc-200 p-2 pl-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-zinc-900">{name}</p>
                  <p className="text-xs text-zinc-600">
                    {board.canEdit ? t('coEdit.canEdit') : t('coEdit.canView')}
                  </p>
                </div>
                {board.id === currentId ? (
                  <Badge variant="secondary">{t('saved.open')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('saved.openLabel', { name })}
                    onClick={() => onOpen(board.id)}
                  >
                    <FolderOpen aria-hidden="true" />
                    {t('saved.open')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
