import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import type { Consent, ConsentRequest } from '../../../shared/contract/consent.ts';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound, unauthorized } from '../../http-errors.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { canActFor, type Auth } from '../../plugins/sessions.ts';
import * as repo from './consent.repo.ts';
import type { ConsentRow } from './consent.repo.ts';

/** The coach's contact details and signature only for administrators and the team itself. */
export function toConsentDto(row: ConsentRow, auth: Auth | null): Consent {
  const consent = {
    teamId: row.teamId,
    locationTrackingConsent: row.locationTrackingConsent,
    behaviorAgreement: row.behaviorAgreement,
    safeUseAgreement: row.safeUseAgreement,
    damageAgreement: row.damageAgreement,
    createdAt: row.createdAt.toISOString(),
  };
  if (!canActFor(auth, row.teamId)) return consent;
  return {
    ...consent,
    coachName: row.coachName,
    coachEmail: row.coachEmail,
    coachPhone: row.coachPhone,
    signature: row.signature,
  };
}

export async function getConsent(db: AppDb, auth: Auth | null, teamId: number) {
  const row = await repo.findConsent(db, teamId);
  if (!row) {
    if (!(await repo.findTeamCode(db, teamId))) throw notFound(CODED.teams.notFound);
    throw notFound(CODED.consentForm.notFound);
  }
  return toConsentDto(row, auth);
}

/**
 * Registers the team: the coach signs its consent form with the team code. Checked in this
 * order: the team exists (404), the code is right (401), the team has no consent yet (409).
 */
export async function submitConsent(
  { db, events }: WriteDeps,
  teamId: number,
  request: ConsentRequest,
): Promise<ConsentRow> {
  const team = await repo.findTeamCode(db, teamId);
  if (!team) throw notFound(CODED.teams.notFound);
  if (!safeEqual(request.joinCode, team.joinCode)) throw unauthorized(CODED.common.invalidTeamCode);
  const { joinCode: _code, ...fields } = request;
  const row = await repo.insertConsent(db, { teamId, ...fields });
  if (!row) throw conflict(CODED.consentForm.alreadyExists);
  await events.emit({ type: 'teams.changed' });
  return row;
}
