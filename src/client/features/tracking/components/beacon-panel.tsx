import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP } from '../../../../shared/constants.ts';
import { clamp } from '../../../../shared/positioning/coordinates.ts';
import type { ReferencePoint } from '../../../../shared/positioning/reference-points.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { usePlaceName } from '../place-name.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** A number field that clamps to its range; half-typed values stay visible until it loses focus. */
function CoordinateField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={1}
        value={draft ?? String(Math.round(value * 10) / 10)}
        onChange={(event) => {
          setDraft(event.target.value);
          const number = event.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(clamp(number, 0, max));
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

/**
 * The beacon configuration panel (spec sections 4 and 5): one reference point edited at a time,
 * by its coordinates or by tapping the map; positions are clamped to x 0..500 and y 0..400.
 */
export function BeaconPanel({
  id,
  points,
  selectedId,
  onSelect,
  onMove,
  onReset,
}: {
  id: string;
  points: readonly ReferencePoint[];
  selectedId: string;
  onSelect: (id: string) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
  onReset: () => void;
}) {
  const selected = points.find((point) => point.id === selectedId) ?? points[0];
  const selectId = useId();
  const { t } = useTranslation('tracking');
  const placeName = usePlaceName();
  if (!selected) return null;
  return (
    <section
      id={id}
      aria-label={t('beacons.label')}
      className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={selectId}>{t('beacons.edit')}</Label>
        <Select value={selected.id} onValueChange={onSelect}>
          <SelectTrigger id={selectId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {points.map((point) => (
              <SelectItem key={point.id} value={point.id}>
                {placeName(point)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* Remounted per beacon, so a half-typed value never carries over to another one. */}
      <div key={selected.id} className="grid grid-cols-2 gap-3 sm:max-w-md">
        <CoordinateField
          label={t('beacons.x', { max: MAP.width })}
          value={selected.x}
          max={MAP.width}
          onChange={(x) => onMove(selected.id, { x, y: selected.y })}
        />
        <CoordinateField
          label={t('beacons.y', { max: MAP.height })}
          value={selected.y}
          max={MAP.height}
          onChange={(y) => onMove(selected.id, { x: selected.x, y })}
        />
      </div>
      <p className="text-sm text-zinc-600">{t('beacons.tip', { name: placeName(selected) })}</p>
      <div>
        <Button variant="outline" size="sm" onClick={onReset}>
          {t('beacons.reset')}
        </Button>
      </div>
    </section>
  );
}
