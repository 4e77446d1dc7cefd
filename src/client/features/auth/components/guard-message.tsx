import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** The card a guard shows instead of a page. */
export function GuardMessage({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md items-center justify-center py-10">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900 [&_svg]:size-6">
            {icon}
          </span>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent className="flex justify-center">{children}</CardContent> : null}
      </Card>
    </div>
  );
}
