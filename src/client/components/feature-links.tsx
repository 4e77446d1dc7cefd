import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  BookOpen,
  ClipboardCheck,
  Globe,
  LayoutGrid,
  MapPin,
  MessageSquare,
  PenLine,
  ShieldCheck,
  Tv,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { COMPETITION_NAME } from '../../shared/constants.ts';

type LinkKey =
  | 'registration'
  | 'draw'
  | 'track'
  | 'messages'
  | 'manual'
  | 'perplexity'
  | 'stream'
  | 'apps'
  | 'admin';

const LINKS: readonly { href: string; label: LinkKey; icon: LucideIcon }[] = [
  { href: '/register', label: 'registration', icon: ClipboardCheck },
  { href: '/draw', label: 'draw', icon: PenLine },
  { href: '/track-bots', label: 'track', icon: MapPin },
  { href: '/messages', label: 'messages', icon: MessageSquare },
  { href: '/game-manual', label: 'manual', icon: BookOpen },
  { href: '/perplexity-manual', label: 'perplexity', icon: Globe },
  { href: '/live-stream', label: 'stream', icon: Tv },
  { href: '/vex-apps', label: 'apps', icon: LayoutGrid },
  { href: '/admin', label: 'admin', icon: ShieldCheck },
];

/** The app's sections, one tap each: the home page's way into everything. */
export function FeatureLinks() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('links.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-zinc-200 bg-white px-3 py-2 text-sm font-semibold text-zinc-900 shadow-xs transition-colors hover:border-zinc-400 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-14 sm:px-4 sm:py-3 sm:text-base"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-amber-400 sm:size-9">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                {t(`links.${label}`, { competition: COMPETITION_NAME })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
