import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog.tsx';

/**
 * Who opens the dialog: a trigger it wraps (a button that opens it on click), or the caller,
 * holding `open` and hearing every way of closing it (Escape, Cancel, a click outside) in onCancel.
 */
type Opening =
  | { trigger: ReactNode; open?: never; onCancel?: never }
  | { trigger?: never; open: boolean; onCancel: () => void };

type ConfirmDialogProps = Opening & {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action's button is red. */
  destructive?: boolean;
  /** While the confirmed action is still running, confirming again is disabled. */
  pending?: boolean;
  onConfirm: () => void;
};

/** The one "are you sure?" dialog: a question, what will happen, and two buttons. */
export function ConfirmDialog({
  trigger,
  open,
  onCancel,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const controlled =
    trigger === undefined ? { open, onOpenChange: (next: boolean) => !next && onCancel?.() } : {};
  return (
    <AlertDialog {...controlled}>
      {trigger !== undefined ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
