import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Bluetooth, House, Loader2, MapPinned, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { referenceRings, robotMarkers } from '../../../../shared/positioning/map-scene.ts';
import type { ScanMode } from '../../../../shared/positioning/scan.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useSession } from '../../auth/index.ts';
import { useRobots } from '../api.ts';
import { useBeaconScan } from '../use-beacon-scan.ts';
import { useReferencePoints } from '../use-reference-points.ts';
import { BeaconPanel } from './beacon-panel.tsx';
import { MapLegend } from './map-legend.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { RobotList } from './robot-list.tsx';
import { RobotPicker } from './robot-picker.tsx';
import { ScanStatusMessage } from './scan-status.tsx';
import { VenueMap } from './venue-map.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const BEACON_PANEL_ID = 'beacon-configuration';

/** The track page (spec section 2.10): the live venue map, Bluetooth locating and the robot list. */
export function TrackingView() {
  const { t } = useTranslation('tracking');
  const session = useSession();
  const robotsQuery = useRobots();
  const robots = useMemo(() => robotsQuery.data ?? [], [robotsQuery.data]);
  const referencePoints = useReferencePoints();
  const [mode, setMode] = useState<ScanMode>('single');
  const [configuring, setConfiguring] = useState(false);
  const [beaconId, setBeaconId] = useState(referencePoints.points[0]?.id ?? '');
  const [chosenRobotId, setChosenRobotId] = useState<number>();

  const movable = useMemo(
    () =>
      session.isAdmin
        ? robots
        : robots.filter((robot) => robot.teamId !== null && robot.teamId === session.teamId),
    [robots, session.isAdmin, session.teamId],
  );
  const target = movable.find((robot) => robot.id === chosenRobotId) ?? movable[0];
  const { status, scanning, scan } = useBeaconScan({
    mode,
    referencePoints: referencePoints.points,
    robot: target,
  });

  const markers = useMemo(() => robotMarkers(robots, session.teamId), [robots, session.teamId]);
  const rings = useMemo(() => referenceRings(referencePoints.points), [referencePoints.points]);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/home">
                <House aria-hidden="true" />
                {t('home')}
              </Link>
            </Button>
            <Button onClick={() => void scan()} disabled={scanning}>
              {scanning ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Bluetooth aria-hidden="true" />
              )}
              {scanning ? t('scanning') : t('enableBluetooth')}
            </Button>
          </>
        }
      />

      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t('locate.title')}</CardTitle>
            <CardDescription>{t('locate.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <ModeToggle mode={mode} onChange={setMode} disabled={scanning} />
              <Button
                variant="outline"
                aria-expanded={configuring}
                aria-controls={BEACON_PANEL_ID}
                onClick={() => setConfiguring((open) => !open)}
              >
                <SlidersHorizontal aria-hidden="true" />
                {configuring ? t('beacons.hide') : t('beacons.configure')}
              </Button>
            </div>
            <RobotPicker robots={movable} selectedId={target?.id} onSelect={setChosenRobotId} />
            <ScanStatusMessage status={status} />
          </CardContent>
        </Card>

        {configuring ? (
          <BeaconPanel
            id={BEACON_PANEL_ID}
            points={referencePoints.points}
            selectedId={beaconId}
            onSelect={setBeaconId}
            onMove={referencePoints.move}
            onReset={referencePoints.reset}
          />
        ) : null}

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MapPinned aria-hidden="true" className="size-5" />
                {t('map.title')}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 max-sm:px-3">
              {robotsQuery.isError ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                >
                  <span className="font-semibold">{t('map.loadFailed')}</span>
                  <Button variant="outline" size="sm" onClick={() => void robotsQuery.refetch()}>
                    <RefreshCw aria-hidden="true" />
                    {t('map.tryAgain')}
                  </Button>
                </div>
              ) : null}
              <VenueMap
                rings={rings}
                markers={markers}
                highlightRingId={configuring ? beaconId : undefined}
                onPlace={
                  configuring ? (position) => referencePoints.move(beaconId, position) : undefined
                }
                label={t('map.label', { count: robots.length })}
              />
              <MapLegend />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle id="robots-on-the-map">{t('list.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {robotsQuery.isPending ? (
                <p className="flex items-center gap-2 text-sm text-zinc-600">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  {t('list.loading')}
                </p>
              ) : (
                <RobotList
                  robots={robots}
                  referencePoints={referencePoints.points}
                  ownTeamId={session.teamId}
                />
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
