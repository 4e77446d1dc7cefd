import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.tsx';

/** Spec section 2.4. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-md items-center justify-center py-10">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-800">
            <Compass aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-black tracking-tight">{t('notFound.title')}</h1>
          <CardDescription className="text-base">{t('notFound.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link href="/home">{t('notFound.home')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
