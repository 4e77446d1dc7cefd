import { TrackingView } from '../features/tracking/components/tracking-view.tsx';

/** /track-bots and /tracking (spec section 2.10). */
export default function TrackBotsPage() {
  return <TrackingView />;
}
