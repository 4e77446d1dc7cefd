import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MAP } from '../../../shared/constants.ts';
import type { Robot } from '../../../shared/contract/robots.ts';
import { BLUETOOTH_MESSAGES } from '../../../shared/positioning/bluetooth-messages.ts';
import { clampToMap, type MapPoint } from '../../../shared/positioning/coordinates.ts';
import { normaliseMacAddress } from '../../../shared/positioning/mac-address.ts';
import {
  matchReferencePoint,
  nearestReferencePoint,
  type ReferencePoint,
} from '../../../shared/positioning/reference-points.ts';
import {
  locateFromScan,
  recordAdvertisement,
  type Advertisement,
  type ScanMode,
  type ScannedDevice,
} from '../../../shared/positioning/scan.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import { findRobotByMac, useMoveRobot } from './api.ts';
import { scanAdvertisements, type BluetoothFailure } from './bluetooth.ts';
import { usePlaceName } from './place-name.ts';
// This screen's English comes with its code (decision 199).
import '../../lib/i18n/team-screens.ts';

/** Each reference point heard this often ends the scan before its 10 s are up. */
const READINGS_PER_BEACON = 3;

type BluetoothMessage = keyof typeof BLUETOOTH_MESSAGES;
const BLUETOOTH_KEYS = Object.keys(BLUETOOTH_MESSAGES) as BluetoothMessage[];
/** The catalogue key of one of the spec's Bluetooth messages (the scan code speaks English). */
const bluetoothKey = (text: string | undefined) =>
  BLUETOOTH_KEYS.find((key) => BLUETOOTH_MESSAGES[key] === text);

export type ScanStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'scanning' }
  | { readonly kind: 'failed'; readonly title: string; readonly description?: string }
  | { readonly kind: 'updated'; readonly robot: Robot; readonly near?: string };

function heardEveryBeacon(points: readonly ReferencePoint[]) {
  return (advertisements: readonly Advertisement[]) =>
    points.length > 0 &&
    points.every(
      (point) =>
        advertisements.filter((ad) => matchReferencePoint(ad, [point]) !== undefined).length >=
        READINGS_PER_BEACON,
    );
}

function devicesFrom(advertisements: readonly Advertisement[], points: readonly ReferencePoint[]) {
  let heard = new Map<string, ScannedDevice>();
  for (const advertisement of advertisements)
    heard = recordAdvertisement(heard, advertisement, points);
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
  const { t } = useTranslation('tracking');
  const placeName = usePlaceName();
  const queryClient = useQueryClient();
  const moveRobot = useMoveRobot();
  const [status, setStatus] = useState<ScanStatus>({ kind: 'idle' });
  const running = useRef(false);

  /** A failure in the reader's language: the spec's messages by their key, anything else (the browser's own words) as it is. */
  const fail = useCallback(
    (failure: BluetoothFailure) => {
      const say = (text: string | undefined) => {
        const key = bluetoothKey(text);
        return key ? t(`bluetooth.${key}`) : text;
      };
      const shown = {
        title: say(failure.title) ?? failure.title,
        description: say(failure.description),
      };
      setStatus({ kind: 'failed', ...shown });
      toast({ title: shown.title, description: shown.description, variant: 'destructive' });
    },
    [t],
  );

  /** Where the phone is, from what the scan heard; undefined when it cannot tell (already said why). */
  const locate = useCallback(
    async (advertisements: readonly Advertisement[]): Promise<MapPoint | undefined> => {
      const result = locateFromScan(
        devicesFrom(advertisements, referencePoints),
        mode,
        referencePoints,
      );
      if (result.kind === 'failed') {
        fail({ title: result.message });
        return undefined;
      }
      if (result.kind === 'located') return result.estimate.point;
      // The strongest beacon is not a reference point: a robot's tag puts the phone at that robot.
      const macAddress = normaliseMacAddress(result.device.macAddress);
      const tagged = macAddress
        ? await findRobotByMac(queryClient, macAddress).catch(() => undefined)
        : undefined;
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
        return fail({ title: t('scan.noRobotTitle'), description: t('scan.noRobot') });
      }
      try {
        const moved = await moveRobot.mutateAsync({ id: robot.id, x: position.x, y: position.y });
        const nearest = nearestReferencePoint(referencePoints, position);
        const near = nearest ? placeName(nearest) : undefined;
        setStatus({ kind: 'updated', robot: moved, near });
        toast({
          title: t('scan.updatedTitle'),
          description: t(near ? 'scan.updatedNear' : 'scan.updated', {
            name: moved.name,
            x: Math.round(moved.lastLocationX),
            y: Math.round(moved.lastLocationY),
            place: near,
          }),
          variant: 'success',
        });
      } catch (error) {
        // Spec section 8: a failed location update is logged; we also tell the user.
        console.error('Robot location update failed', error);
        fail({ title: t('scan.failedTitle'), description: errorMessage(error, t('scan.failed')) });
      }
    } finally {
      running.current = false;
      setStatus((current) => (current.kind === 'scanning' ? { kind: 'idle' } : current));
    }
  }, [fail, locate, mode, moveRobot, placeName, referencePoints, robot, t]);

  return { status, scanning: status.kind === 'scanning', scan };
}
