import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label.tsx';
// The organiser texts' English comes with this screen (decision 192).

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-zinc-600">{hint}</p>
      ) : null}
    </div>
  );
}
