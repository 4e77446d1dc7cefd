import { BookOpen, House, LayoutGrid, MapPin, MessageSquare, PenLine, Tv } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { COMPETITION_NAME } from '../../../shared/constants.ts';
import { routerPath } from '../../../shared/paths.ts';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that count as this entry being current. */
  aliases?: readonly string[];
}

/** The seven mobile bottom-navigation entries (spec section 2.2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/home', label: 'Home', icon: House, aliases: ['/'] },
  {
    href: '/draw',
    label: 'Draw',
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
  { href: '/track-bots', label: 'Track', icon: MapPin, aliases: ['/tracking'] },
  { href: '/messages', label: 'Messages', icon: MessageSquare },
  { href: '/game-manual', label: 'Manual', icon: BookOpen, aliases: ['/perplexity-manual'] },
  { href: '/live-stream', label: 'Stream', icon: Tv },
  { href: '/vex-apps', label: `${COMPETITION_NAME} Apps`, icon: LayoutGrid },
];

/** Paths compare case-insensitively and ignore a trailing slash, like the router. */
export const normalizePath = routerPath;

export function isCurrent(item: NavItem, location: string): boolean {
  const current = normalizePath(location);
  return item.href === current || (item.aliases ?? []).includes(current);
}
