import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const STATUS: Record<string, { label: 'scheduled' | 'pending' | 'canceled'; variant: BadgeVariant }> = {
  scheduled: { label: 'scheduled', variant: 'success' },
  pending: { label: 'pending', variant: 'warning' },
  canceled: { label: 'canceled', variant: 'destructive' },
};

/** Spec section 4: scheduled green, pending yellow, canceled red, anything else grey; always with its word. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  const known = STATUS[status];
  const label = known ? t(`status.${known.label}`) : (status ? status[0]!.toUpperCase() + status.slice(1) : t('status.unknown'));
  return <Badge variant={known?.variant ?? 'secondary'}>{label}</Badge>;
}
