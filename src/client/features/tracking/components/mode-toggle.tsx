import type { ScanMode } from '../../../../shared/positioning/scan.ts';
import { cn } from '../../../lib/cn.ts';

const MODES: readonly { value: ScanMode; label: string; hint: string }[] = [
  { value: 'single', label: 'Single', hint: 'Locates from the strongest beacon.' },
  { value: 'multi', label: 'Multi', hint: 'Combines every strong beacon (at least 2).' },
];

/** Single or Multi beacon positioning (spec section 4). */
export function ModeToggle({ mode, onChange, disabled }: { mode: ScanMode; onChange: (mode: ScanMode) => void; disabled?: boolean }) {
  const hint = MODES.find((m) => m.value === mode)?.hint;
  return (
    <div className="grid gap-1.5">
      <div role="group" aria-label="Positioning mode" className="inline-flex w-fit rounded-lg border border-zinc-300 bg-white p-1">
        {MODES.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={mode === option.value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 min-w-20 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 max-md:h-11',
              mode === option.value ? 'bg-zinc-900 text-white' : 'text-zinc-800 hover:bg-zinc-100',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="text-sm text-zinc-600">{hint}</p>
    </div>
  );
}
