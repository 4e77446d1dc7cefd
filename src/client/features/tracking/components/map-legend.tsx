import { useTranslation } from 'react-i18next';
import { MAP } from '../../../../shared/constants.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const ENTRIES: readonly { key: keyof typeof MAP.teamColours; label: string }[] = [
  { key: 'Engineering', label: 'Engineering' },
  { key: 'Design', label: 'Design' },
  { key: 'Product', label: 'Product' },
  { key: 'Marketing', label: 'Marketing' },
  { key: 'default', label: '' },
];

/** What the marker colours and rings mean; every robot is labelled by name as well. */
export function MapLegend() {
  const { t } = useTranslation('tracking');
  return (
    <ul
      aria-label={t('legend.label')}
      className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-zinc-700"
    >
      {ENTRIES.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-full"
            style={{ backgroundColor: MAP.teamColours[entry.key] }}
          />
          {entry.key === 'default' ? t('legend.otherTeams') : entry.label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-full border-2 border-zinc-900" />
        {t('legend.yourTeam')}
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-3 rounded-full border border-dashed border-blue-500 bg-blue-500/10"
        />
        {t('legend.beaconRange')}
      </li>
    </ul>
  );
}
