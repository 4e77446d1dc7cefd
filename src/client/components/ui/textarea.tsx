import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEarlyInput } from '../../lib/early-input.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ref, onChange, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldClasses, 'min-h-24 py-2', className)}
      ref={useComposedRefs(useEarlyInput(onChange), ref)}
      onChange={onChange}
      {...props}
    />
  );
}
