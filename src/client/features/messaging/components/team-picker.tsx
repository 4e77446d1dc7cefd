import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { UnreadCount } from '../../../../shared/contract/messages.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Pressable } from '../../../components/ui/pressable.tsx';

type TeamOption = { id: number; name: string; number: string | null };

/**
 * Spec 2.11: the user's own team, preselected and locked, and the recipient chosen from all other
 * teams, with unread counts. Teams with unread messages are also listed as quick buttons.
 */
export function TeamPicker({
  ownTeamName,
  teams,
  recipientId,
  unread,
  onRecipientChange,
}: {
  ownTeamName: string;
  teams: TeamOption[];
  recipientId: number | null;
  unread: UnreadCount[];
  onRecipientChange: (teamId: number) => void;
}) {
  const { t } = useTranslation('messages');
  const unreadLabel = (count: number) => t('unread', { count });
  const unreadByTeam = new Map(unread.map((u) => [u.teamId, u.count]));
  const withUnread = teams.filter((t) => (unreadByTeam.get(t.id) ?? 0) > 0 && t.id !== recipientId);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="own-team">{t('yourTeam')}</Label>
        <NativeSelect id="own-team" aria-describedby="own-team-note" value="own" disabled>
          <option value="own">{ownTeamName}</option>
        </NativeSelect>
        <p id="own-team-note" className="flex items-center gap-1 text-xs text-zinc-600">
          <Lock aria-hidden="true" className="size-3" />
          {t('ownTeamNote')}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="recipient-team">{t('recipient')}</Label>
        {/* The browser's own list: hundreds of teams scroll as the phone scrolls them. */}
        <NativeSelect
          id="recipient-team"
          value={recipientId ? String(recipientId) : ''}
          onChange={(event) => onRecipientChange(Number(event.currentTarget.value))}
        >
          <option value="" disabled>
            {teams.length ? t('selectTeam') : t('noOtherTeams')}
          </option>
          {teams.map((team) => {
            const count = unreadByTeam.get(team.id) ?? 0;
            return (
              <option key={team.id} value={String(team.id)}>
                {count > 0 ? `${teamLabel(team)} (${unreadLabel(count)})` : teamLabel(team)}
              </option>
            );
          })}
        </NativeSelect>
      </div>

      {withUnread.length > 0 ? (
        <section aria-labelledby="new-messages-heading" className="flex flex-col gap-2">
          <h3 id="new-messages-heading" className="text-sm font-semibold text-zinc-800">
            {t('newMessages')}
          </h3>
          <ul className="flex flex-col gap-1">
            {withUnread.map((team) => {
              const count = unreadByTeam.get(team.id)!;
              return (
                <li key={team.id}>
                  <Pressable
                    type="button"
                    aria-label={`${teamLabel(team)}, ${unreadLabel(count)}`}
                    onClick={() => onRecipientChange(team.id)}
                    className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-zinc-200 px-3 text-left text-sm font-semibold hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <span className="truncate">{teamLabel(team)}</span>
                    <Badge variant="warning">{unreadLabel(count)}</Badge>
                  </Pressable>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
