import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../shared/canned-messages.ts';
import { cn } from '../../../lib/cn.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

/** Spec 2.11: four category badges; pressing one filters the dropdown, pressing it again clears. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: MessageCategory | null;
  onChange: (category: MessageCategory | null) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <div
      role="group"
      aria-label={t('filter')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
    >
      {MESSAGE_CATEGORIES.map((category) => {
        const pressed = value === category;
        return (
          <Pressable
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : category)}
            className={cn(
              'inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-zinc-900 bg-zinc-900 text-white'
                : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100',
            )}
          >
            {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
            {t(`categories.${category}`)}
          </Pressable>
        );
      })}
    </div>
  );
}
