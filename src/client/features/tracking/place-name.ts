import { useTranslation } from 'react-i18next';
import { MAP } from '../../../shared/constants.ts';
// This screen's English comes with its code (decision 199).
import '../../lib/i18n/team-screens.ts';

type PlaceId = (typeof MAP.defaultBeacons)[number]['id'];
const PLACE_IDS: readonly string[] = MAP.defaultBeacons.map((point) => point.id);
const isPlace = (id: string): id is PlaceId => PLACE_IDS.includes(id);

/**
 * A venue area's name in the interface language: the four reference points keep their ids when
 * moved, so each has its words in `tracking:places`; any other name is shown as it is.
 */
export function usePlaceName(): (point: { id: string; name: string }) => string {
  const { t } = useTranslation('tracking');
  return (point) => (isPlace(point.id) ? t(`places.${point.id}`) : point.name);
}
