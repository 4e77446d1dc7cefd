import { TOASTS } from '../../../shared/constants.ts';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast.ts';

/** The toasts raised with `toast()`, drawn with Radix Toast (loaded by `Toaster`). */
export function ToastList() {
  const { toasts, dismiss } = useToast();
  // Radix's own labels are English; a screen reader hears them in the page's language.
  const { t } = useTranslation();
  return (
    <ToastProvider
      label={t('notification')}
      duration={TOASTS.durationMs}
      swipeDirection={TOASTS.swipeDirection}
      swipeThreshold={TOASTS.swipeThresholdPx}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[TOASTS.hotkey]} label={t('notificationsRegion')} />
    </ToastProvider>
  );
}
