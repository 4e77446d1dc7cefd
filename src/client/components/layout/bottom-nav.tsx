import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { COMPETITION_NAME } from '../../../shared/constants.ts';
import { cn } from '../../lib/cn.ts';
import { NAV_ITEMS, isCurrent } from './nav-items.ts';

/** Phone-only navigation bar fixed to the bottom; hidden from 768 px up (md). */
export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-7">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href} className="min-w-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 px-0 text-[0.625rem] leading-none font-medium tracking-tight text-zinc-600 transition-colors hover:text-zinc-950 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  current && 'font-bold text-zinc-950',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-x-2 top-0 h-1 rounded-b-full bg-transparent',
                    current && 'bg-amber-400',
                  )}
                />
                <span
                  className={cn(
                    'inline-flex h-7 w-9 items-center justify-center rounded-full',
                    current && 'bg-zinc-900 text-amber-400',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="max-w-full truncate">
                  {t(`nav.${item.labelKey}`, { competition: COMPETITION_NAME })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
