import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { QrCode } from '../../../components/qr-code.tsx';
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
import { toast } from '../../../components/ui/use-toast.ts';
import { inviteLink } from '../api.ts';

export interface ShownInvite {
  name: string;
  token: string;
}

/**
 * A new invite, shown once: the link (the token in its fragment) to open on the person's device,
 * and the same link as a QR code for the judging tablet to scan.
 */
export function InviteLinkDialog({
  invite,
  onClose,
}: {
  invite: ShownInvite | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const link = invite ? inviteLink(window.location.origin, invite.token) : '';
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('people.copied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refusal): the link stays selectable in the field.
    }
  }
  return (
    <Dialog open={invite !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('people.linkTitle', { name: invite?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('people.linkText')}</DialogDescription>
        </DialogHeader>
        {invite ? (
          <div className="flex flex-col items-center gap-4">
            <QrCode text={link} label={t('people.qr', { name: invite.name })} className="size-56" />
            <Input
              readOnly
              value={link}
              aria-label={t('people.linkTitle', { name: invite.name })}
              data-testid="invite-link"
              onFocus={(event) => event.target.select()}
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('people.copy')}
          </Button>
          <Button onClick={onClose}>{t('people.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
