import type { ReactNode } from 'react';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/**
 * A success state of the registration screens ('Registration Complete', 'Already Registered',
 * ...): a heading, what happens next and, while a redirect is pending, a spinner.
 */
export function RegistrationNotice({
  title,
  description,
  redirecting = false,
  children,
}: {
  title: string;
  description: string;
  redirecting?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-xl border-green-300 bg-green-50 text-center"
    >
      <CardHeader className="items-center">
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-green-100 text-green-800">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <CardTitle className="text-green-950">{title}</CardTitle>
        <CardDescription className="text-green-900">{description}</CardDescription>
      </CardHeader>
      {redirecting || children ? (
        <CardContent className="flex flex-col items-center gap-3">
          {children}
          {redirecting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-green-800" />
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
