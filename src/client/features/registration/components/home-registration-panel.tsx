import { Link, useLocation } from 'wouter';
import { LogOut, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useLogout, useSession } from '../../auth/api.ts';

/**
 * Spec section 2.5: signed-out visitors see the 'Team Registration Required' banner; a signed-in
 * user sees a Log Out button with their name, and goes to /register after logging out.
 */
export function HomeRegistrationPanel() {
  const { isLoading, isAuthenticated, username } = useSession();
  const logout = useLogout({
    failureDescription: 'There was an error logging out. Please try again.',
  });
  const [, navigate] = useLocation();

  if (isLoading)
    return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-zinc-200/70" />;

  if (!isAuthenticated) {
    return (
      <section
        aria-labelledby="registration-required-title"
        className="flex flex-col gap-4 rounded-xl border-2 border-yellow-400 bg-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <TriangleExclamationPoint
            aria-hidden="true"
            className="mt-0.5 size-6 shrink-0 text-yellow-700"
          />
          <div>
            <h2 id="registration-required-title" className="text-lg font-bold text-yellow-950">
              Team Registration Required
            </h2>
            <p className="text-sm text-yellow-950">
              Register your team to book interviews, track robots, message other teams and use the
              tournament tools.
            </p>
          </div>
        </div>
        <Button asChild variant="secondary" className="sm:shrink-0">
          <Link href="/register">Complete Registration</Link>
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-label="Your session"
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-zinc-700">Your team is signed in on this device.</p>
      <Button
        variant="outline"
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/register') })}
      >
        <LogOut aria-hidden="true" />
        {logout.isPending ? 'Logging out...' : 'Log Out'}
        {username ? <span className="max-w-40 truncate font-normal">({username})</span> : null}
      </Button>
    </section>
  );
}
