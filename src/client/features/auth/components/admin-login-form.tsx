import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LogIn } from 'lucide-react';
import type { loginRequestSchema } from '../../../../shared/contract/auth.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import type { LoginRequest } from '../../../../shared/contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLogin } from '../api.ts';

type LoginFormValues = z.input<typeof loginRequestSchema>;

/** The shared contract's English message for an empty field, shown in the reader's language. */
const BOTH_REQUIRED_ENGLISH = 'Please enter both username and password';

const loginResolver = lazyResolver<LoginFormValues, LoginRequest>(() =>
  import('../form-resolvers.ts').then((module) => module.loginResolver),
);

/** Spec section 2.8: username and password, validated with the shared contract schema. */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('registration');
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  // Both fields share one message, so show it once.
  const rawError = errors.username?.message ?? errors.password?.message;
  const errorText = rawError === BOTH_REQUIRED_ENGLISH ? t('validation.bothRequired') : rawError;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onSuccess();
    } catch {
      // useLogin has already shown the 'Login Failed' toast.
    }
  });

  return (
    <form
      onFocus={loginResolver.preload}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={errorText ? 'login-error' : undefined}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-username">{t('adminLogin.username')}</Label>
        <Input
          id="admin-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-error' : undefined}
          {...register('username')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-password">{t('adminLogin.password')}</Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-error' : undefined}
          {...register('password')}
        />
      </div>
      {errorText ? (
        <p id="login-error" role="alert" className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? (
          <Spinner className="size-4 text-current" label={t('adminLogin.loggingInLabel')} />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {login.isPending ? t('adminLogin.loggingIn') : t('adminLogin.login')}
      </Button>
    </form>
  );
}
