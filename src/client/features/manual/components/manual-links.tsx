import { useTranslation } from 'react-i18next';
import { BookOpen, ExternalLink, Globe, Smartphone, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { MANUAL_LINKS } from '../links.ts';
import type { AssistantVariant } from '../theme.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The original manual, the Android app, and the other assistant (spec 2.12). */
export function ManualLinks({ variant }: { variant: AssistantVariant }) {
  const { t } = useTranslation('manual');
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={t('links.label')} className="flex flex-wrap gap-2">
      <a href={MANUAL_LINKS.originalManual} {...external} className={linkClass}>
        <BookOpen aria-hidden="true" />
        {t('links.original')}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">{t('links.newTab')}</span>
      </a>
      <a href={MANUAL_LINKS.androidApp} {...external} className={linkClass}>
        <Smartphone aria-hidden="true" />
        {t('links.android')}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">{t('links.newTab')}</span>
      </a>
      {variant === 'model' ? (
        <Link href="/perplexity-manual" className={linkClass}>
          <Globe aria-hidden="true" />
          {t('links.webSearch')}
        </Link>
      ) : (
        <Link href="/game-manual" className={linkClass}>
          <Sparkles aria-hidden="true" />
          {t('links.model')}
        </Link>
      )}
    </nav>
  );
}
