import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { manualRuleQueryOptions } from '../api.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** The text of a cited rule, opened from a reference badge or a rule id in the answer. */
export function RuleDialog({ ruleId, onClose }: { ruleId: string | null; onClose: () => void }) {
  const { t } = useTranslation('manual');
  const rule = useQuery({ ...manualRuleQueryOptions(ruleId ?? ''), enabled: ruleId !== null });
  const label = ruleId ? `<${ruleId}>` : '';
  return (
    <Dialog open={ruleId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t('rule.title', { rule: label })}
            {rule.data?.title ? ` ${rule.data.title}` : ''}
          </DialogTitle>
          <DialogDescription>
            {rule.data
              ? `${rule.data.section} · ${rule.data.documentTitle}`
              : t('rule.description')}
          </DialogDescription>
        </DialogHeader>
        {rule.isPending ? (
          <Spinner label={t('rule.loading')} />
        ) : rule.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(rule.error, t('rule.loadFailed'))}
          </p>
        ) : (
          <p className="text-base leading-relaxed whitespace-pre-line text-zinc-900">
            {rule.data.body}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
