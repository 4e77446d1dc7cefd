import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { StaffRole } from '../../../../shared/staff-roles.ts';
import { STAFF_ROLES } from '../../../../shared/staff-roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { isApiError, errorMessage } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useInviteStaff } from '../api.ts';
import { roomsFromText } from './rooms-text.ts';
import type { ShownInvite } from './invite-link-dialog.tsx';

type Field = 'name' | 'rooms';

/** Name, role and (for a judge) rooms; on success the invite link is shown once. */
export function AddPersonForm({ onInvited }: { onInvited: (invite: ShownInvite) => void }) {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const id = useId();
  const invite = useInviteStaff();
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('judge');
  const [rooms, setRooms] = useState('');
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; other?: string }>({
    fields: {},
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    invite.mutate(
      { name, role, rooms: role === 'judge' ? roomsFromText(rooms) : [] },
      {
        onSuccess: ({ person, invite: link }) => {
          setName('');
          setRooms('');
          setErrors({ fields: {} });
          if (link) onInvited({ name: person.name, token: link.token });
        },
        onError: (error) => {
          const fields: Partial<Record<Field, string>> = {};
          if (isApiError(error) && error.status === 400) {
            for (const { field, message } of error.body.errors ?? []) {
              const key = field.split('.')[0];
              if (key === 'name' || key === 'rooms') fields[key] ??= message;
            }
          }
          setErrors(
            Object.keys(fields).length > 0
              ? { fields }
              : { fields, other: errorMessage(error, t('people.inviteFailed')) },
          );
        },
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('people.add')}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('people.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.fields.name ? true : undefined}
          aria-describedby={errors.fields.name ? `${id}-name-error` : undefined}
        />
        <FieldError id={`${id}-name-error`} message={fieldMessage(errors.fields.name)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-role`}>{t('people.role')}</Label>
        <NativeSelect
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          aria-describedby={`${id}-role-help`}
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`people.roles.${option}`)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-role-help`} className="text-sm text-zinc-700">
          {t(`people.roleHelp.${role}`)}
        </p>
      </div>
      {role === 'judge' ? (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-rooms`}>{t('people.rooms')}</Label>
          <Input
            id={`${id}-rooms`}
            value={rooms}
            autoComplete="off"
            placeholder="Room 2"
            onChange={(event) => setRooms(event.target.value)}
            aria-invalid={errors.fields.rooms ? true : undefined}
            aria-describedby={`${id}-rooms-help${errors.fields.rooms ? ` ${id}-rooms-error` : ''}`}
          />
          <p id={`${id}-rooms-help`} className="text-sm text-zinc-700">
            {t('people.roomsHelp')}
          </p>
          <FieldError id={`${id}-rooms-error`} message={fieldMessage(errors.fields.rooms)} />
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={errors.other} />
      <Button
        type="submit"
        disabled={invite.isPending}
        className="sm:col-span-2 sm:justify-self-start"
      >
        <UserPlus aria-hidden="true" />
        {invite.isPending ? t('people.inviting') : t('people.invite')}
      </Button>
    </form>
  );
}
