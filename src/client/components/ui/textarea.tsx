import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses, useLiveDisabled } from './input.tsx';

export function Textarea({ className, disabled, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24 py-2', className)} disabled={useLiveDisabled(disabled)} {...props} />;
}
