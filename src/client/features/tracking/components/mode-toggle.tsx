import { useTranslation } from 'react-i18next';
import type { ScanMode } from '../../../../shared/positioning/scan.ts';
import { cn } from '../../../lib/cn.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

const MODES: readonly ScanMode[] = ['single', 'multi'];

/** Single or Multi beacon positioning (spec section 4). */
export function ModeToggle({
  mode,
  onChange,
  disabled,
}: {
  mode: ScanMode;
  onChange: (mode: ScanMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('tracking');
  return (
    <div className="grid gap-1.5">
      <div
        role="group"
        aria-label={t('mode.label')}
        className="inline-flex w-fit rounded-lg border border-zinc-300 bg-white p-1"
      >
        {MODES.map((option) => (
          <Pressable
            key={option}
            type="button"
            aria-pressed={mode === option}
            disabled={disabled}
            onClick={() => onChange(option)}
            className={cn(
              'h-9 min-w-20 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 max-md:h-11',
              mode === option ? 'bg-zinc-900 text-white' : 'text-zinc-800 hover:bg-zinc-100',
            )}
          >
            {t(`mode.${option}`)}
          </Pressable>
        ))}
      </div>
      <p className="text-sm text-zinc-600">{t(`mode.${mode}Hint`)}</p>
    </div>
  );
}
