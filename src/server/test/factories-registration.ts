import type { FastifyInstance } from 'fastify';
import type { ServerEvent, ServerEventType } from '../../shared/events.ts';
import type { TestTeam } from './factories.ts';
import { validConsent } from './factories.ts';

/** The consent form as a coach sends it, with the team's code. */
export function consentPayload(
  team: Pick<TestTeam, 'joinCode'>,
  overrides: Record<string, unknown> = {},
) {
  return { ...validConsent, joinCode: team.joinCode, ...overrides };
}

export function postConsent(
  app: FastifyInstance,
  team: Pick<TestTeam, 'id' | 'joinCode'>,
  overrides: Record<string, unknown> = {},
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/teams/${team.id}/consent`,
    payload: consentPayload(team, overrides),
    headers: cookie ? { cookie } : {},
  });
}

/** Resolves with the next live-update event of this type published on the app. */
export function nextEvent(
  app: FastifyInstance,
  type: ServerEventType,
  timeoutMs = 3000,
): Promise<ServerEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = app.realtime.subscribe(({ event }) => {
      if (event.type !== type) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event);
    });
  });
}

/**
 * Teams and settings are served from in-memory read models that writes through the API refresh.
 * Rows inserted straight into the database (the builders) are seen after this.
 */
export async function refreshReadModels(app: FastifyInstance) {
  const teams = nextEvent(app, 'teams.changed');
  const settings = nextEvent(app, 'settings.changed');
  await app.realtime.publish({ type: 'teams.changed' });
  await app.realtime.publish({ type: 'settings.changed' });
  await Promise.all([teams, settings]);
}
