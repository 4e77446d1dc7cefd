import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
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
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** Copies text to the clipboard; false where the browser does not allow it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Shows the share link: copied already when the browser allowed it, else ready to copy. */
export function ShareDialog({
  link,
  copied,
  onOpenChange,
}: {
  link: string | null;
  copied: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('drawing');
  const [copiedAgain, setCopiedAgain] = useState(false);
  const isCopied = copied || copiedAgain;
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) setCopiedAgain(false);
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('share.title')}</DialogTitle>
          <DialogDescription>
            {isCopied ? t('share.copiedText') : t('share.copyText')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="share-link">{t('share.link')}</Label>
          <Input
            id="share-link"
            readOnly
            value={link ?? ''}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={async () => {
              if (link) setCopiedAgain(await copyText(link));
            }}
          >
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? t('share.copied') : t('share.copy')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('share.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
