import type { ReactNode } from 'react';
import { Controller, useFormState, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { RegistrationFormInput, RegistrationFormValues } from '../form-values.ts';
import { CONSENT_TERMS } from './consent-terms.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { TEAM_CODE_PLACEHOLDER } from '../../../../shared/team-code.ts';
import { useFieldMessage } from '../field-message.ts';

type Form = UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>;
type TextName = 'coachName' | 'coachEmail' | 'coachPhone' | 'joinCode' | 'signature';

function TextField({
  form,
  errors,
  name,
  label,
  hint,
  disabled,
  ...input
}: {
  form: Form;
  errors: FieldErrors<RegistrationFormInput>;
  name: TextName;
  label: string;
  hint?: string;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  autoCapitalize?: string;
  spellCheck?: boolean;
  className?: string;
  placeholder?: string;
}) {
  const fieldMessage = useFieldMessage();
  const id = `registration-${name}`;
  const error = fieldMessage(errors[name]?.message);
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        {...input}
        {...form.register(name)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-zinc-950">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The consent form's sections (spec 2.7 B): Team Information with the team code, the four
 * Consent Terms and the Digital Signature. Shared by screens B and C.
 *
 * It follows the form's errors itself, so a form around it need not draw it again to show them
 * (screen C keeps it as a section React adopts on its own: decision 246).
 */
export function ConsentFields({ form, disabled }: { form: Form; disabled?: boolean }) {
  const { t } = useTranslation('registration');
  const fieldMessage = useFieldMessage();
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <Section title={t('fields.teamInformation')}>
        <TextField
          form={form}
          errors={errors}
          name="coachName"
          label={t('fields.coachName')}
          autoComplete="name"
          disabled={disabled}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            errors={errors}
            name="coachEmail"
            label={t('fields.coachEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            disabled={disabled}
          />
          <TextField
            form={form}
            errors={errors}
            name="coachPhone"
            label={t('fields.coachPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            disabled={disabled}
          />
        </div>
        <TextField
          form={form}
          errors={errors}
          name="joinCode"
          label={t('fields.teamCode')}
          hint={t('fields.teamCodeHint')}
          placeholder={TEAM_CODE_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-widest uppercase"
          disabled={disabled}
        />
      </Section>

      <Section title={t('fields.consentTerms')}>
        {CONSENT_TERMS.map((term) => {
          const id = `registration-${term.name}`;
          const error = fieldMessage(errors[term.name]?.message);
          return (
            <div key={term.name} className="flex flex-col gap-1">
              <div className="flex items-start gap-3">
                <Controller
                  control={form.control}
                  name={term.name}
                  render={({ field }) => (
                    <Checkbox
                      id={id}
                      ref={field.ref}
                      name={field.name}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      disabled={disabled}
                      className="mt-0.5"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${id}-text${error ? ` ${id}-error` : ''}`}
                    />
                  )}
                />
                <div className="flex flex-col gap-1">
                  <Label htmlFor={id} className="text-base leading-snug">
                    {t(`terms.${term.name}.title`)}
                  </Label>
                  <p id={`${id}-text`} className="text-sm text-zinc-700">
                    {t(`terms.${term.name}.text`)}
                  </p>
                </div>
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </Section>

      <Section title={t('fields.digitalSignature')}>
        <p className="text-sm text-zinc-700">{t('fields.signatureText')}</p>
        <TextField
          form={form}
          errors={errors}
          name="signature"
          label={t('fields.signature')}
          autoComplete="name"
          disabled={disabled}
        />
      </Section>
    </>
  );
}
