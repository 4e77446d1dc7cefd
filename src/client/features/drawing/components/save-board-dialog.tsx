import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { drawingNameSchema } from '../../../../shared/contract/drawings.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';
import { useFieldMessage } from '../../../lib/i18n/field-message.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Asks for a board's name on its first Save. */
export function SaveBoardDialog({
  open,
  onOpenChange,
  onSave,
  saving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (name: string) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('drawing');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('saveDialog.title')}</DialogTitle>
          <DialogDescription>{t('saveDialog.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <SaveBoardForm onSave={onSave} saving={saving} onCancel={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SaveBoardForm({
  onSave,
  saving,
  onCancel,
}: {
  onSave: (name: string) => void;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('drawing');
  const language = useLanguage();
  const fieldMessage = useFieldMessage('drawing');
  const [name, setName] = useState(() =>
    t('saveDialog.defaultName', { when: formatDateTime(new Date(), language) }),
  );
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = drawingNameSchema.safeParse(name);
    if (!result.success) {
      setError(fieldMessage(result.error.issues[0]?.message) ?? t('saveDialog.checkName'));
      return;
    }
    onSave(result.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="board-name">{t('saveDialog.name')}</Label>
        <Input
          id="board-name"
          value={name}
          maxLength={drawingNameSchema.maxLength ?? undefined}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'board-name-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="board-name-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('actions.saving') : t('saveDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
