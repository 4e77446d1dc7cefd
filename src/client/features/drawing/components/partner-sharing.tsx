import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Share2, X } from 'lucide-react';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import {
  partnerTeamsQueryOptions,
  sharesQueryOptions,
  useRevokeShare,
  useShareBoard,
} from '../sharing-api.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/**
 * Shares the open board with an alliance partner, to view or to edit, and takes it back: a
 * revoked partner's open copy stops at once.
 */
export function PartnerSharing({ boardId }: { boardId: number }) {
  const { t } = useTranslation('drawing');
  const teams = useQuery(partnerTeamsQueryOptions());
  const shares = useQuery(sharesQueryOptions(boardId));
  const share = useShareBoard(boardId);
  const revoke = useRevokeShare(boardId);
  const [teamId, setTeamId] = useState('');
  const [canEdit, setCanEdit] = useState(true);

  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('coEdit.shareFailedTitle'),
      description: errorMessage(error, t('coEdit.shareFailed')),
    });

  async function submit() {
    if (!teamId) return;
    try {
      await share.mutateAsync({ teamId: Number(teamId), canEdit });
      setTeamId('');
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Card data-testid="partner-sharing">
      <CardHeader>
        <CardTitle>{t('coEdit.partnerTitle')}</CardTitle>
        <CardDescription>{t('coEdit.partnerDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="partner-team">{t('coEdit.partnerTeam')}</Label>
          <NativeSelect
            id="partner-team"
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
          >
            <option value="">{t('coEdit.choosePartner')}</option>
            {(teams.data ?? []).map((team) => (
              <option key={team.id} value={team.id}>
                {teamLabel(team)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={canEdit}
            onChange={(event) => setCanEdit(event.target.checked)}
            className="size-4"
          />
          {t('coEdit.partnerCanEdit')}
        </label>
        <Button onClick={() => void submit()} disabled={!teamId || share.isPending}>
          <Share2 aria-hidden="true" />
          {t('coEdit.shareWithPartner')}
        </Button>
        {shares.data && shares.data.length > 0 ? (
          <ul aria-label={t('coEdit.sharedWithLabel')} className="grid gap-2">
            {shares.data.map((partner) => {
              const name = teamLabel({ name: partner.teamName, number: partner.teamNumber });
              return (
                <li
                  key={partner.teamId}
                  className="flex items-center gap-2 rounded-lg border border-zinc-200 p-2 pl-3 text-sm"
                >
                  <span className="min-w-0 flex-1 truncate">
                    {name} · {partner.canEdit ? t('coEdit.canEdit') : t('coEdit.canView')}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('coEdit.revokeLabel', { team: name })}
                    onClick={() => revoke.mutateAsync(partner.teamId).catch(failed)}
                  >
                    <X aria-hidden="true" />
                    {t('coEdit.revoke')}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
