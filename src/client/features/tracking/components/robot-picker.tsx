import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Robot } from '../../../../shared/contract/robots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** Which robot a scan moves: said plainly with one, chosen with several, explained with none. */
export function RobotPicker({
  robots,
  selectedId,
  onSelect,
}: {
  robots: readonly Robot[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const id = useId();
  const { t } = useTranslation('tracking');
  if (robots.length === 0) {
    return <p className="text-sm text-zinc-600">{t('picker.none')}</p>;
  }
  if (robots.length === 1) {
    return (
      <p className="text-sm text-zinc-700">
        <Trans
          t={t}
          i18nKey="picker.one"
          values={{ name: robots[0]!.name }}
          components={{ robot: <strong /> }}
        />
      </p>
    );
  }
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{t('picker.label')}</Label>
      <Select
        value={selectedId === undefined ? undefined : String(selectedId)}
        onValueChange={(value) => onSelect(Number(value))}
      >
        <SelectTrigger id={id}>
          <SelectValue placeholder={t('picker.placeholder')} />
        </SelectTrigger>
        <SelectContent>
          {robots.map((robot) => (
            <SelectItem key={robot.id} value={String(robot.id)}>
              {robot.team ? `${robot.name} (${teamLabel(robot.team)})` : robot.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
