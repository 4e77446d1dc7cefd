import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2, Trash2 } from 'lucide-react';
import type { StaffMember } from '../../../../shared/contract/staff.ts';
import { STAFF_ROLES, type StaffRole } from '../../../../shared/staff-roles.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useRemoveStaff, useUpdateStaff } from '../api.ts';
import type { ShownInvite } from './invite-link-dialog.tsx';
import { roomsFromText } from './rooms-text.ts';

/** One person: their state, their role and rooms (changed in place), a new link, removal. */
export function PersonRow({
  person,
  isSelf,
  onInvited,
}: {
  person: StaffMember;
  isSelf: boolean;
  onInvited: (invite: ShownInvite) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const [role, setRole] = useState<StaffRole>(person.role);
  const [rooms, setRooms] = useState(person.rooms.join(', '));
  const changed =
    role !== person.role ||
    (role === 'judge' && roomsFromText(rooms).join('\n') !== person.rooms.join('\n'));
  const expired = person.status === 'expired';

  function save() {
    update.mutate(
      {
        id: person.id,
        body: { role, ...(role === 'judge' ? { rooms: roomsFromText(rooms) } : {}) },
      },
      {
        onSuccess: () => toast({ title: t('people.saved'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('people.saveFailed'),
            description: errorMessage(error, t('people.saveFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  function newLink() {
    update.mutate(
      { id: person.id, body: { newInvite: true } },
      {
        onSuccess: ({ invite }) => invite && onInvited({ name: person.name, token: invite.token }),
        onError: (error) =>
          toast({
            title: t('people.inviteFailed'),
            description: errorMessage(error, t('people.inviteFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 py-4" aria-label={person.name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-zinc-950">{person.name}</span>
        {isSelf ? <Badge variant="outline">{t('people.you')}</Badge> : null}
        {person.status === 'active' ? (
          <Badge variant="success">{t('people.active')}</Badge>
        ) : (
          <Badge variant={expired ? 'destructive' : 'warning'}>
            {expired ? t('people.expired') : t('people.invited')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-zinc-700">
        {person.username ? t('people.username', { username: person.username }) : null}
        {person.inviteExpiresAt && !expired
          ? t('people.expires', {
              time: formatDateTime(new Date(person.inviteExpiresAt), language),
            })
          : null}
      </p>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-role`}>{t('people.changeRole', { name: person.name })}</Label>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`people.roles.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {role === 'judge' ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-rooms`}>{t('people.changeRooms', { name: person.name })}</Label>
            <Input
              id={`${id}-rooms`}
              value={rooms}
              onChange={(event) => setRooms(event.target.value)}
            />
          </div>
        ) : (
          <span aria-hidden="true" />
        )}
        <Button variant="outline" disabled={!changed || update.isPending} onClick={save}>
          {t('people.save')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {person.status !== 'active' ? (
          <Button variant="outline" disabled={update.isPending} onClick={newLink}>
            <Link2 aria-hidden="true" />
            {t('people.newLink')}
          </Button>
        ) : null}
        {isSelf ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-red-800">
                <Trash2 aria-hidden="true" />
                {t('people.remove')}
              </Button>
            }
            title={t('people.removeTitle', { name: person.name })}
            description={t('people.removeText')}
            confirmLabel={t('people.remove')}
            destructive
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(person.id, {
                onSuccess: () =>
                  toast({ title: t('people.removed', { name: person.name }), variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: t('people.removeFailed'),
                    description: errorMessage(error, t('people.removeFailed')),
                    variant: 'destructive',
                  }),
              })
            }
          />
        )}
      </div>
    </li>
  );
}
