import { useTranslation } from 'react-i18next';
import type { Robot } from '../../../../shared/contract/robots.ts';
import { teamColour } from '../../../../shared/positioning/map-scene.ts';
import {
  nearestReferencePoint,
  type ReferencePoint,
} from '../../../../shared/positioning/reference-points.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { usePlaceName } from '../place-name.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const coordinate = (value: number) => Math.round(value);

/**
 * Every robot on the map as text: name, team, position and the nearest area. The canvas is
 * never the only way to read where a robot is.
 */
export function RobotList({
  robots,
  referencePoints,
  ownTeamId,
}: {
  robots: readonly Robot[];
  referencePoints: readonly ReferencePoint[];
  ownTeamId: number | null;
}) {
  const { t } = useTranslation('tracking');
  const placeName = usePlaceName();
  if (robots.length === 0) {
    return <p className="text-sm text-zinc-600">{t('list.none')}</p>;
  }
  return (
    <ul className="divide-y divide-zinc-200" aria-label={t('list.label')}>
      {robots.map((robot) => {
        const near = nearestReferencePoint(referencePoints, {
          x: robot.lastLocationX,
          y: robot.lastLocationY,
        });
        return (
          <li key={robot.id} className="flex items-start gap-3 py-2.5" data-robot-id={robot.id}>
            <span
              aria-hidden="true"
              className="mt-1 size-3.5 shrink-0 rounded-full ring-2 ring-white ring-offset-1 ring-offset-zinc-300"
              style={{
                backgroundColor: teamColour(robot.team?.name),
                opacity: robot.isActive ? 1 : 0.45,
              }}
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-zinc-900">
                <span className="truncate">{robot.name}</span>
                {ownTeamId !== null && robot.teamId === ownTeamId ? (
                  <Badge variant="outline">{t('list.yourTeam')}</Badge>
                ) : null}
                {robot.isActive ? null : <Badge variant="secondary">{t('list.inactive')}</Badge>}
              </p>
              <p className="text-sm text-zinc-600">
                {robot.team ? teamLabel(robot.team) : t('list.noTeam')}
              </p>
              <p className="text-sm text-zinc-800">
                <span>
                  {t('list.position', {
                    x: coordinate(robot.lastLocationX),
                    y: coordinate(robot.lastLocationY),
                  })}
                </span>
                {near ? (
                  <span className="text-zinc-600">
                    {' '}
                    · {t('list.near', { place: placeName(near) })}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
