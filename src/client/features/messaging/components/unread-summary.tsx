import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { useUnreadCounts } from '../api.ts';

/** How many messages wait for the team, as a link to them (the team's home, at the venue). */
export function UnreadSummary() {
  const { t } = useTranslation('home');
  const unread = useUnreadCounts(true);
  const total = (unread.data ?? []).reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Link
      href="/messages"
      className="flex min-h-14 items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 font-semibold text-zinc-900 shadow-xs hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-amber-400">
        <MessageSquare aria-hidden="true" className="size-5" />
      </span>
      <span>
        {unread.isPending
          ? t('unread.messages')
          : total === 0
            ? t('unread.none')
            : t('unread.count', { count: total })}
      </span>
    </Link>
  );
}
