import { Info } from 'lucide-react';

/** Spec 2.11: the pre-approved note and the guidelines. */
export function MessageGuidelines({ className }: { className?: string }) {
  return (
    <aside aria-label="Message guidelines" className={className}>
      <div className="flex gap-2 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">Only pre-approved messages can be sent.</p>
          <p>Guidelines: messages must relate to the robotics competition. Unrelated messages are automatically rejected.</p>
        </div>
      </div>
    </aside>
  );
}
