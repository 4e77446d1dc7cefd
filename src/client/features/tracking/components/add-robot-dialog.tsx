import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { createRobotRequestSchema, macAddressSchema } from '../../../../shared/contract/robots.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useQuery } from '@tanstack/react-query';
import { teamsQueryOptions, useCreateRobot } from '../api.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { useFieldMessage } from '../../../lib/i18n/field-message.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const NO_TEAM = 'none';

/** The admin form: the contract's name and MAC rules; the team is picked from a list (optional). */
const formSchema = z.object({
  name: createRobotRequestSchema.shape.name,
  macAddress: macAddressSchema,
  teamId: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** 'Add New Robot' (spec sections 2.9 and 5): name and MAC address required, team optional. */
export function AddRobotDialog() {
  const { t } = useTranslation('tracking');
  const fieldMessage = useFieldMessage('tracking');
  const [open, setOpen] = useState(false);
  const createRobot = useCreateRobot();
  const teams = useQuery({ ...teamsQueryOptions(), enabled: open });
  const ids = { name: useId(), mac: useId(), team: useId(), error: useId() };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', macAddress: '', teamId: NO_TEAM },
  });
  // Name and MAC share the spec's one message: show it once.
  const errorText = fieldMessage(errors.name?.message ?? errors.macAddress?.message);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const robot = await createRobot.mutateAsync({
        name: values.name,
        macAddress: values.macAddress,
        teamId: values.teamId === NO_TEAM ? null : Number(values.teamId),
        lastLocationX: 0,
        lastLocationY: 0,
        isActive: true,
      });
      toast({
        title: t('add.created'),
        description: t('add.createdText', { name: robot.name, mac: robot.macAddress }),
        variant: 'success',
      });
      reset();
      setOpen(false);
    } catch (error) {
      const detail = isApiError(error) && error.status < 500 ? errorMessage(error, '') : '';
      toast({
        title: t('add.failed'),
        description: detail ? t('add.failedDetail', { detail }) : t('add.failedText'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('add.title')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-describedby={errorText ? ids.error : undefined}
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>{t('add.name')}</Label>
            <Input
              id={ids.name}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              {...register('name')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.mac}>{t('add.mac')}</Label>
            <Input
              id={ids.mac}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AA:BB:CC:DD:EE:FF"
              aria-invalid={errors.macAddress ? true : undefined}
              {...register('macAddress')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.team}>{t('add.team')}</Label>
            {/* The browser's own list: a long list of teams scrolls as the phone scrolls it. */}
            <NativeSelect id={ids.team} {...register('teamId')}>
              <option value={NO_TEAM}>{t('list.noTeam')}</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.id} value={String(team.id)}>
                  {teamLabel(team)}
                </option>
              ))}
            </NativeSelect>
            {teams.isError ? <p className="text-sm text-red-700">{t('add.teamsFailed')}</p> : null}
          </div>
          {errorText ? (
            <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
              {errorText}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" disabled={createRobot.isPending}>
              {createRobot.isPending ? (
                <Spinner className="size-4 text-current" label={t('add.creating')} />
              ) : null}
              {createRobot.isPending ? t('add.creatingButton') : t('add.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
