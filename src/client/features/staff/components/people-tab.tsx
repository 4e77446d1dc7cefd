import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { useStaff } from '../api.ts';
import { AddPersonForm } from './add-person-form.tsx';
import { InviteLinkDialog, type ShownInvite } from './invite-link-dialog.tsx';
import { PersonRow } from './person-row.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Admin -> People (decision 259): invite judges, volunteers and organisers; change or remove them. */
export function PeopleTab() {
  const { t } = useTranslation('admin');
  const { userId } = useSession();
  const staff = useStaff();
  const [shown, setShown] = useState<ShownInvite | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('people.title')}</CardTitle>
        <CardDescription>{t('people.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">{t('people.add')}</h3>
          <AddPersonForm onInvited={setShown} />
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="text-lg font-bold">{t('people.list')}</h3>
          {staff.isPending ? (
            <Spinner label={t('people.loading')} />
          ) : staff.isError ? (
            <p role="alert" className="text-red-700">
              {t('people.failed')}
            </p>
          ) : staff.data.length <= 1 ? (
            <p className="text-zinc-700">{t('people.empty')}</p>
          ) : null}
          {staff.data ? (
            <ul aria-label={t('people.list')} className="divide-y divide-zinc-200">
              {staff.data.map((person) => (
                <PersonRow
                  key={`${person.id}:${person.role}:${person.rooms.join(',')}`}
                  person={person}
                  isSelf={person.id === userId}
                  onInvited={setShown}
                />
              ))}
            </ul>
          ) : null}
        </section>
        <InviteLinkDialog invite={shown} onClose={() => setShown(null)} />
      </CardContent>
    </Card>
  );
}
