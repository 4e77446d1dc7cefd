import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export type LogoSize = 'sm' | 'md' | 'lg';

const sizes: Record<LogoSize, { block: string; word: string; tagline: string }> = {
  sm: {
    block: 'gap-2 rounded-md px-2.5 py-1.5',
    word: 'text-lg',
    tagline: 'text-[0.6rem] tracking-normal max-[22rem]:hidden',
  },
  md: { block: 'gap-3 rounded-lg px-3.5 py-2', word: 'text-2xl', tagline: 'text-xs' },
  lg: {
    block: 'gap-3 rounded-xl px-4 py-3 sm:gap-4 sm:px-5',
    word: 'text-3xl sm:text-4xl',
    tagline: 'text-xs sm:text-sm',
  },
};

/** The black logo block: a white-and-amber "PITCREW" wordmark and a two-line tagline. */
export function Logo({ size = 'md', className }: { size?: LogoSize; className?: string }) {
  const { t } = useTranslation('common');
  const s = sizes[size];
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center overflow-hidden bg-black text-white',
        s.block,
        className,
      )}
    >
      <span className={cn('font-black leading-none tracking-tight', s.word)}>
        <span className="text-white">PIT</span>
        <span className="text-amber-400">CREW</span>
      </span>
      <span
        className={cn(
          'flex flex-col border-l border-zinc-600 pl-2 font-semibold uppercase leading-tight tracking-wide whitespace-nowrap text-zinc-200',
          s.tagline,
        )}
      >
        <span>{t('logo.line1')}</span>
        <span>{t('logo.line2')}</span>
      </span>
    </span>
  );
}
