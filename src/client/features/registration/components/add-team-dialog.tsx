import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Plus } from 'lucide-react';
import { createTeamRequestSchema } from '../../../../shared/contract/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useCreateTeam } from '../admin-api.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { formatTeamCode } from '../../../../shared/team-code.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { teamLabel } from '../../../../shared/team-label.ts';

type FormInput = z.input<typeof createTeamRequestSchema>;
type Values = z.output<typeof createTeamRequestSchema>;

/** The admin's 'Add New Team' dialog (spec 2.9 and section 5): a name, an optional description. */
export function AddTeamDialog() {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const [open, setOpen] = useState(false);
  const create = useCreateTeam();
  const form = useForm<FormInput, unknown, Values>({
    resolver: zodResolver(createTeamRequestSchema),
    defaultValues: { name: '', description: '', number: '' },
  });
  const nameError = fieldMessage(form.formState.errors.name?.message);
  const descriptionError = fieldMessage(form.formState.errors.description?.message);
  const numberError = fieldMessage(form.formState.errors.number?.message);

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (team) => {
        toast({
          title: t('teams.add.created'),
          description: t('teams.add.createdText', {
            name: teamLabel(team),
            code: formatTeamCode(team.joinCode),
          }),
          variant: 'success',
        });
        form.reset();
        setOpen(false);
      },
      (error: unknown) => {
        const conflict = isApiError(error) && error.status === 409;
        if (conflict)
          form.setError('name', {
            type: 'server',
            message: errorMessage(error, error.body.message),
          });
        toast({
          title: t('actions.creationFailed'),
          description: conflict
            ? t('teams.add.failedBecause', { reason: errorMessage(error, error.body.message) })
            : t('teams.add.failed'),
          variant: 'destructive',
        });
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('teams.add.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('teams.add.title')}</DialogTitle>
          <DialogDescription>{t('teams.add.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="new-team-name">{t('teams.add.name')}</Label>
            <Input
              id="new-team-name"
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'new-team-name-error' : undefined}
              {...form.register('name')}
            />
            <FieldError id="new-team-name-error" message={nameError} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="new-team-number">{t('teams.add.number')}</Label>
            <Input
              id="new-team-number"
              autoComplete="off"
              placeholder="1234A"
              aria-invalid={numberError ? true : undefined}
              aria-describedby={numberError ? 'new-team-number-error' : undefined}
              {...form.register('number')}
            />
            <FieldError id="new-team-number-error" message={numberError} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="new-team-description">{t('teams.add.descriptionField')}</Label>
            <Textarea
              id="new-team-description"
              rows={3}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? 'new-team-description-error' : undefined}
              {...form.register('description')}
            />
            <FieldError id="new-team-description-error" message={descriptionError} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('teams.add.adding') : t('teams.add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
