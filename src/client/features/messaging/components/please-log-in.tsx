import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Spec 2.11: what /messages shows without a session. */
export function PleaseLogIn() {
  const { t } = useTranslation('messages');
  return (
    <div className="mx-auto flex max-w-md items-center justify-center py-10">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900 [&_svg]:size-6">
            <LogIn aria-hidden="true" />
          </span>
          <CardTitle>{t('pleaseLogIn.title')}</CardTitle>
          <CardDescription>{t('pleaseLogIn.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link href="/register">{t('pleaseLogIn.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
