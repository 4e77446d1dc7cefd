import type { ReactNode } from 'react';
import { ExternalLink, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { CompanionApp } from '../catalogue.ts';
import { openApp } from '../open-app.ts';

/** A related app: 'Open App' on phones, 'View on Play Store' on desktop (spec 2.16). */
export function AppCard({ app, icon, isPhone }: { app: CompanionApp; icon: ReactNode; isPhone: boolean }) {
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="mb-2 flex size-12 items-center justify-center rounded-xl bg-amber-400 text-zinc-950 [&_svg]:size-6">
          {icon}
        </div>
        <CardTitle>{app.title}</CardTitle>
        <p className="text-sm font-semibold text-zinc-700">{app.appName}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="text-base">{app.description}</CardDescription>
      </CardContent>
      <CardFooter>
        {isPhone ? (
          <Button className="w-full" aria-label={`Open App: ${app.appName}`} onClick={() => openApp(app)}>
            <Smartphone aria-hidden="true" />
            Open App
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full">
            <a href={app.storeUrl} target="_blank" rel="noopener noreferrer" aria-label={`View on Play Store: ${app.appName} (opens in a new tab)`}>
              <ExternalLink aria-hidden="true" />
              View on Play Store
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
