import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAP } from '../../../shared/constants.ts';
import type { Robot } from '../../../shared/contract/robots.ts';
import { BLUETOOTH_MESSAGES } from '../../../shared/positioning/bluetooth-messages.ts';
import { clampToMap, type MapPoint } from '../../../shared/positioning/coordinates.ts';
import { normaliseMacAddress } from '../../../shared/positioning/mac-address.ts';
import { matchReferencePoint, nearestReferencePoint, type ReferencePoint } from '../../../shared/positioning/reference-points.ts';
import { locateFromScan, recordAdvertisement, type Advertisement, type ScanMode, type ScannedDevice } from '../../../shared/positioning/scan.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import { findRobotByMac, useMoveRobot } from './api.ts';
import { scanAdvertisements, type BluetoothFailure } from './bluetooth.ts';

/** Each reference point heard this often ends the scan before its 10 s are up. */
const READINGS_PER_BEACON = 3;

export type ScanStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'scanning' }
  | { readonly kind: 'failed'; readonly title: string; readonly description?: string }
  | { readonly kind: 'updated'; readonly robot: Robot; readonly near?: string };

function heardEveryBeacon(points: readonly ReferencePoint[]) {
  return (advertisements: readonly Advertisement[]) =>
    points.length > 0 &&
    points.every(
      (point) => advertisements.filter((ad) => matchReferencePoint(ad, [point]) !== undefined).length >= READINGS_PER_BEACON,
    );
}

function devicesFrom(advertisements: readonly Advertisement[], points: readonly ReferencePoint[]) {
  let heard = new Map<string, ScannedDevice>();
  for (const advertisement of advertisements) heard = recordAdvertisement(heard, advertisement, points);
  return heard.values();
}

/**
 * The 'Enable Bluetooth' flow: scan, estimate where this phone is (spec section 9), and move the
 * chosen robot there through the API. Every outcome is shown as a toast and kept as `status`.
 */
export function useBeaconScan({
  mode,
  referencePoints,
  robot,
}: {
  mode: ScanMode;
  referencePoints: readonly ReferencePoint[];
  /** The robot a successful scan moves (the team's own). */
  robot: Robot | undefined;
}) {
  const queryClient = useQueryClient();
  const moveRobot = useMoveRobot();
  const [status, setStatus] = useState<ScanStatus>({ kind: 'idle' });
  const running = useRef(false);

  const fail = useCallback((failure: BluetoothFailure) => {
    setStatus({ kind: 'failed', ...failure });
    toast({ title: failure.title, description: failure.description, variant: 'destructive' });
  }, []);

  /** Where the phone is, from what the scan heard; undefined when it cannot tell (already said why). */
  const locate = useCallback(
    async (advertisements: readonly Advertisement[]): Promise<MapPoint | undefined> => {
      const result = locateFromScan(devicesFrom(advertisements, referencePoints), mode, referencePoints);
      if (result.kind === 'failed') {
        fail({ title: result.message });
        return undefined;
      }
      if (result.kind === 'located') return result.estimate.point;
      // The strongest beacon is not a reference point: a robot's tag puts the phone at that robot.
      const macAddress = normaliseMacAddress(result.device.macAddress);
      const tagged = macAddress ? await findRobotByMac(queryClient, macAddress).catch(() => undefined) : undefined;
      if (!tagged) {
        fail({ title: BLUETOOTH_MESSAGES.noRobotForBeacon });
        return undefined;
      }
      return clampToMap(tagged.lastLocationX, tagged.lastLocationY);
    },
    [fail, mode, queryClient, referencePoints],
  );

  const scan = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setStatus({ kind: 'scanning' });
    try {
      const outcome = await scanAdvertisements({
        timeoutMs: MAP.scanTimeoutMs,
        heardEnough: mode === 'multi' ? heardEveryBeacon(referencePoints) : undefined,
      });
      if (outcome.kind === 'failed') return fail(outcome.failure);
      const position = await locate(outcome.advertisements);
      if (!position) return;
      if (!robot) {
        return fail({
          title: 'No Robot to Update',
          description: 'Your team has no registered robot yet. Ask the organiser to add it in the admin Robots tab.',
        });
      }
      try {
        const moved = await moveRobot.mutateAsync({ id: robot.id, x: position.x, y: position.y });
        const near = nearestReferencePoint(referencePoints, position)?.name;
        setStatus({ kind: 'updated', robot: moved, near });
        toast({
          title: 'Robot Location Updated',
          description: `${moved.name} is now at (${Math.round(moved.lastLocationX)}, ${Math.round(moved.lastLocationY)})${near ? `, near ${near}` : ''}.`,
          variant: 'success',
        });
      } catch (error) {
        // Spec section 8: a failed location update is logged; we also tell the user.
        console.error('Robot location update failed', error);
        fail({ title: 'Location Update Failed', description: errorMessage(error, 'The robot position could not be saved.') });
      }
    } finally {
      running.current = false;
      setStatus((current) => (current.kind === 'scanning' ? { kind: 'idle' } : current));
    }
  }, [fail, locate, mode, moveRobot, referencePoints, robot]);

  return { status, scanning: status.kind === 'scanning', scan };
}
