import { CODED } from '../../../shared/coded-messages.ts';
import { type LiveStrokePart } from '../../../shared/contract/drawings.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { forbidden } from '../../http-errors.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { boardAccess } from './board-access.ts';

/**
 * A stroke being drawn, shown on the other copies of the board as it is drawn (decision 314):
 * relayed to the board's audience through the live stream and never stored. The finished stroke
 * goes through the document as any change does, and replaces it on every screen.
 */
export async function relayStroke(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
  input: { clientId: number; stroke: LiveStrokePart },
): Promise<Record<string, never>> {
  const access = await boardAccess(db, auth, id);
  if (!access.canEdit) throw forbidden(CODED.drawings.viewOnly);
  await events.emit({
    type: 'drawing.stroke',
    drawingId: id,
    teamIds: access.audience,
    clientId: input.clientId,
    stroke: input.stroke,
  });
  return {};
}
