import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useTeamCodeSignIn } from '../api.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import type { codeFormSchema } from '../form-resolvers.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { TEAM_CODE_PLACEHOLDER } from '../../../../shared/team-code.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { useFieldMessage } from '../field-message.ts';

type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeFormValues = z.output<typeof codeFormSchema>;

/** The team code's rules, loaded when the form is first used. */
const codeFormResolver = lazyResolver<CodeFormInput, CodeFormValues>(() =>
  import('../form-resolvers.ts').then((module) => module.codeFormResolver),
);

function failureText(error: unknown, t: TFunction<'registration'>): string {
  if (isApiError(error) && error.status < 500) return errorMessage(error, t('signIn.wrongCode'));
  return t('signIn.unreachable');
}

/**
 * Signs this browser in as a registered team with its team code (DESIGN section 4), then shows
 * the spec's 'Automatically signed in' toast.
 */
export function TeamCodeSignIn({
  team,
  onSignedIn,
  submitLabel,
}: {
  team: { id: number; name: string; number: string | null };
  onSignedIn?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('registration');
  const fieldMessage = useFieldMessage();
  const id = useId();
  const signIn = useTeamCodeSignIn();
  const form = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: codeFormResolver,
    defaultValues: { joinCode: '' },
  });
  const error = fieldMessage(form.formState.errors.joinCode?.message);

  const onSubmit = form.handleSubmit(({ joinCode }) =>
    signIn.mutateAsync({ teamId: team.id, joinCode }).then(
      (session) => {
        toast({
          title: t('signIn.signedInTitle'),
          description: t('signIn.signedInAs', {
            name: teamLabel({ name: session.username, number: session.teamNumber }),
          }),
          variant: 'success',
        });
        onSignedIn?.();
      },
      (failure: unknown) =>
        form.setError('joinCode', { type: 'server', message: failureText(failure, t) }),
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      onFocus={codeFormResolver.preload}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t('signIn.formLabel', { name: teamLabel(team) })}
    >
      <Label htmlFor={`${id}-code`}>{t('signIn.teamCode')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={TEAM_CODE_PLACEHOLDER}
          className="font-mono tracking-widest uppercase sm:max-w-64"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('joinCode')}
        />
        <Button type="submit" disabled={signIn.isPending}>
          <LogIn aria-hidden="true" />
          {signIn.isPending ? t('signIn.signingIn') : (submitLabel ?? t('signIn.submit'))}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
