import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { STAFF_PASSWORD_MIN } from '../../../../shared/staff-roles.ts';
import { readInviteToken, useAcceptInvite } from '../api.ts';

type Field = 'username' | 'password' | 'confirm';

/**
 * The token from the link's fragment (read once: this page is never drawn by the server), then
 * taken out of the address bar and the history, so it is not left on a shared tablet's screen.
 */
function useInviteToken(): string | null {
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : readInviteToken(window.location.hash),
  );
  useEffect(() => {
    if (window.location.hash)
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}

/** Pick a username and a password; the server signs the person in and says what went wrong. */
export function AcceptInviteForm({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const id = useId();
  const token = useInviteToken();
  const accept = useAcceptInvite();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; other?: string }>({
    fields: {},
  });

  if (token === null) {
    return (
      <p role="alert" className="text-red-800">
        {t('invitePage.noLink')}
      </p>
    );
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ fields: { confirm: t('invitePage.mismatch') } });
      return;
    }
    accept.mutate(
      { token: token!, username, password },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          const fields: Partial<Record<Field, string>> = {};
          if (isApiError(error) && error.status === 400) {
            for (const { field, message } of error.body.errors ?? []) {
              if (field === 'username' || field === 'password') fields[field] ??= message;
            }
          }
          if (isApiError(error) && error.status === 409)
            fields.username = errorMessage(error, t('invitePage.failed'));
          setErrors(
            Object.keys(fields).length > 0
              ? { fields }
              : { fields, other: errorMessage(error, t('invitePage.failed')) },
          );
        },
      },
    );
  }

  const described = (field: Field, help?: string) =>
    [help, errors.fields[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('invitePage.title')}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-username`}>{t('invitePage.username')}</Label>
        <Input
          id={`${id}-username`}
          value={username}
          autoComplete="username"
          autoCapitalize="none"
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={errors.fields.username ? true : undefined}
          aria-describedby={described('username', `${id}-username-help`)}
        />
        <p id={`${id}-username-help`} className="text-sm text-zinc-700">
          {t('invitePage.usernameHelp')}
        </p>
        <FieldError id={`${id}-username-error`} message={fieldMessage(errors.fields.username)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>{t('invitePage.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          value={password}
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.fields.password ? true : undefined}
          aria-describedby={described('password', `${id}-password-help`)}
        />
        <p id={`${id}-password-help`} className="text-sm text-zinc-700">
          {t('invitePage.passwordHelp')}
        </p>
        <FieldError id={`${id}-password-error`} message={fieldMessage(errors.fields.password)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-confirm`}>{t('invitePage.confirm')}</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          value={confirm}
          autoComplete="new-password"
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={errors.fields.confirm ? true : undefined}
          aria-describedby={described('confirm')}
        />
        <FieldError id={`${id}-confirm-error`} message={errors.fields.confirm} />
      </div>
      <FieldError id={`${id}-error`} message={errors.other} />
      <Button type="submit" disabled={accept.isPending} className="sm:self-start">
        {accept.isPending ? t('invitePage.submitting') : t('invitePage.submit')}
      </Button>
    </form>
  );
}
