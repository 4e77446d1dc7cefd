import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../../../shared/constants.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-zinc-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <span className="font-bold text-zinc-900">{APP_NAME}</span> · {t('footer.tagline')}
        </p>
        <p>{t('footer.builtFor')}</p>
      </div>
    </footer>
  );
}
