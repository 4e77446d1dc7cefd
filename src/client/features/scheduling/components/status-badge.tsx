import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  scheduled: { label: 'Scheduled', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  canceled: { label: 'Canceled', variant: 'destructive' },
};

/** Spec section 4: scheduled green, pending yellow, canceled red, anything else grey; always with its word. */
export function StatusBadge({ status }: { status: string }) {
  const known = STATUS[status];
  const label = known?.label ?? (status ? status[0]!.toUpperCase() + status.slice(1) : 'Unknown');
  return <Badge variant={known?.variant ?? 'secondary'}>{label}</Badge>;
}
