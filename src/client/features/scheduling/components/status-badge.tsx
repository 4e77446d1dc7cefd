import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_STATUSES,
  type InterviewStatus,
} from '../../../../shared/contract/interviews-messages.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

/** One colour for each status an interview is stored with (the shared list). */
const STATUS_VARIANTS: Record<InterviewStatus, BadgeVariant> = {
  scheduled: 'success',
  canceled: 'destructive',
};

const isKnown = (status: string): status is InterviewStatus =>
  (INTERVIEW_STATUSES as readonly string[]).includes(status);

/** Spec section 4: scheduled green, canceled red, anything else grey; always with its word. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  if (isKnown(status))
    return <Badge variant={STATUS_VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
  const label = status ? status[0]!.toUpperCase() + status.slice(1) : t('status.unknown');
  return <Badge variant="secondary">{label}</Badge>;
}
