import type { ChangeEvent, ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEarlyInput } from '../../lib/early-input.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A 24 px box inside a 44 px hit area. Name it with a <Label htmlFor={id}> or `aria-label`.
 * The browser's own checkbox (no JavaScript to load: the registration form is a first page),
 * drawn over by the visible box.
 */
export function Checkbox({ className, onCheckedChange, ref, ...props }: CheckboxProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onCheckedChange?.(event.target.checked);
  return (
    <span className={cn('relative inline-flex size-6 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer absolute -inset-2.5 z-10 size-11 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        ref={useComposedRefs(useEarlyInput(onChange), ref)}
        onChange={onChange}
        {...props}
      />
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-md border-2 border-zinc-500 bg-white text-transparent shadow-xs transition-colors peer-checked:border-zinc-900 peer-checked:bg-zinc-900 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-50 peer-aria-invalid:border-red-700"
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </span>
  );
}
