import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { sharedDrawingsQueryOptions } from '../sharing-api.ts';

const SharedWithUsList = lazy(() =>
  import('./shared-with-us-list.tsx').then((module) => ({ default: module.SharedWithUsList })),
);

/**
 * The boards partners shared with this team, once the page is live (the server draws the page
 * without them) and only when there are some: the list's code loads then, not with the page.
 * A revoked board leaves it as soon as the live stream says so (`drawings.changed`).
 */
export function SharedWithUs({
  currentId,
  onOpen,
}: {
  currentId: number | null;
  onOpen: (id: number) => void;
}) {
  const live = useHydrated();
  const boards = useQuery({ ...sharedDrawingsQueryOptions(), enabled: live });
  if (!live || !boards.data || boards.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SharedWithUsList boards={boards.data} currentId={currentId} onOpen={onOpen} />
    </Suspense>
  );
}
