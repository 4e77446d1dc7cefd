import { BookOpen, House, LayoutGrid, MapPin, MessageSquare, PenLine, Tv } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { routerPath } from '../../../shared/paths.ts';

export interface NavItem {
  href: string;
  /** The label's key in the common namespace (`nav.<labelKey>`). */
  labelKey: 'home' | 'draw' | 'track' | 'messages' | 'manual' | 'stream' | 'apps';
  icon: LucideIcon;
  /** Other paths that count as this entry being current. */
  aliases?: readonly string[];
}

/** The seven mobile bottom-navigation entries (spec section 2.2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/home', labelKey: 'home', icon: House, aliases: ['/'] },
  {
    href: '/draw',
    labelKey: 'draw',
    icon: PenLine,
    aliases: [
      '/line-board',
      '/drawing-board',
      '/drawing',
      '/drawing-new',
      '/drawing-basic',
      '/drawing-final',
      '/simple-draw',
      '/drawing-pad',
    ],
  },
  { href: '/track-bots', labelKey: 'track', icon: MapPin, aliases: ['/tracking'] },
  { href: '/messages', labelKey: 'messages', icon: MessageSquare },
  { href: '/game-manual', labelKey: 'manual', icon: BookOpen, aliases: ['/perplexity-manual'] },
  { href: '/live-stream', labelKey: 'stream', icon: Tv },
  { href: '/vex-apps', labelKey: 'apps', icon: LayoutGrid },
];

/** Paths compare case-insensitively and ignore a trailing slash, like the router. */
export const normalizePath = routerPath;

export function isCurrent(item: NavItem, location: string): boolean {
  const current = normalizePath(location);
  return item.href === current || (item.aliases ?? []).includes(current);
}
