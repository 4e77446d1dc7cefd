import { useTranslation } from 'react-i18next';
import { Download, Save, Share2, Trash } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** The row under the board: Save and Share (when the team can keep boards), Clear, Download. */
export function BoardActions({
  canSave,
  saving,
  ready,
  empty,
  onSave,
  onShare,
  onClear,
  onDownload,
}: {
  canSave: boolean;
  saving: boolean;
  ready: boolean;
  empty: boolean;
  onSave: () => void;
  onShare: () => void;
  onClear: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('drawing');
  return (
    <div className="flex flex-wrap gap-2">
      {canSave ? (
        <Button onClick={onSave} disabled={saving || !ready}>
          <Save aria-hidden="true" />
          {saving ? t('actions.saving') : t('actions.save')}
        </Button>
      ) : null}
      <Button variant="outline" onClick={onClear} disabled={empty}>
        <Trash aria-hidden="true" />
        {t('actions.clear')}
      </Button>
      <Button variant="outline" onClick={onDownload}>
        <Download aria-hidden="true" />
        {t('actions.download')}
      </Button>
      {canSave ? (
        <Button variant="outline" onClick={onShare} disabled={saving || !ready}>
          <Share2 aria-hidden="true" />
          {t('actions.share')}
        </Button>
      ) : null}
    </div>
  );
}
