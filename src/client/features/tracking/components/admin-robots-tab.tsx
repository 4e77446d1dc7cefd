import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { teamColour } from '../../../../shared/positioning/map-scene.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useRobots } from '../api.ts';
import { AddRobotDialog } from './add-robot-dialog.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Admin dashboard, Robots tab (spec section 2.9): every robot, and the Add New Robot dialog. */
export function AdminRobotsTab() {
  const { t } = useTranslation('admin');
  const robots = useRobots();
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('robots.title')}</CardTitle>
          <CardDescription>{t('robots.description')}</CardDescription>
        </div>
        <AddRobotDialog />
      </CardHeader>
      <CardContent>
        {robots.isPending ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('robots.loading')}
          </p>
        ) : robots.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t('robots.loadFailed')}
          </p>
        ) : robots.data.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('robots.empty')}</p>
        ) : (
          <ul aria-label={t('robots.list')} className="divide-y divide-zinc-200">
            {robots.data.map((robot) => (
              <li
                key={robot.id}
                className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1.2fr)_auto_minmax(0,1fr)_11rem] sm:items-center sm:gap-4"
              >
                <span className="flex items-center gap-2 font-semibold text-zinc-900">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: teamColour(robot.team?.name) }}
                  />
                  <span className="truncate">{robot.name}</span>
                </span>
                <span className="font-mono text-sm whitespace-nowrap text-zinc-700">
                  {robot.macAddress}
                </span>
                <span className="truncate text-sm text-zinc-700">
                  {robot.team ? teamLabel(robot.team) : t('robots.noTeam')}
                </span>
                <span className="flex items-center gap-2 text-sm text-zinc-700 sm:justify-end">
                  {t('robots.position', {
                    x: Math.round(robot.lastLocationX),
                    y: Math.round(robot.lastLocationY),
                  })}
                  {robot.isActive ? (
                    <Badge variant="success">{t('robots.active')}</Badge>
                  ) : (
                    <Badge variant="secondary">{t('robots.inactive')}</Badge>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
