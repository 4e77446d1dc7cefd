import type { Language } from '../../shared/languages.ts';
import type { Executor } from '../db/client.ts';
import { pushEndpointProblem } from './push-endpoints.ts';
import type { QueuedPush } from './push-jobs.ts';
import type { PushDelivery } from './push-request.ts';
import type { PushAudience, PushContent, PushText } from './push-service.ts';
import * as repo from './push-subscriptions.repo.ts';

/** One push for each of the audience's subscriptions. */
export async function pushesFor(
  executor: Executor,
  audience: PushAudience,
  payload: PushContent,
  delivery: Omit<PushDelivery, 'payload'>,
  extraHosts: readonly string[],
): Promise<QueuedPush[]> {
  const targets =
    audience === 'everyone'
      ? await repo.listAllSubscriptions(executor)
      : audience === 'admins'
        ? await repo.listAdminSubscriptions(executor)
        : await repo.listTeamSubscriptions(executor, audience.teamIds);
  // PUSH_ENDPOINT_HOSTS may have shrunk since a subscription was saved.
  const allowed = targets.filter(
    (target) => pushEndpointProblem(target.endpoint, extraHosts) === null,
  );
  const text = textFor(payload);
  return allowed.flatMap((target) => {
    const written = text(target);
    return written === undefined
      ? []
      : [{ endpoint: target.endpoint, lane: target.lane, payload: written, ...delivery }];
  });
}

/** The push's JSON for a subscription, written once per team and language however many phones read it. */
function textFor(
  content: PushContent,
): (target: { teamId: number | null; language: Language }) => string | undefined {
  if (typeof content === 'function' || !('byTeam' in content)) {
    const text = textsOf(content);
    return (target) => text(target.language);
  }
  const texts = new Map([...content.byTeam].map(([teamId, text]) => [teamId, textsOf(text)]));
  return (target) => texts.get(target.teamId ?? -1)?.(target.language);
}

/** The push's JSON in each language, written once per language however many phones read it. */
function textsOf(content: PushText): (language: Language) => string {
  if (typeof content !== 'function') {
    const text = JSON.stringify(content);
    return () => text;
  }
  const texts = new Map<Language, string>();
  return (language) => {
    let text = texts.get(language);
    if (text === undefined) texts.set(language, (text = JSON.stringify(content(language))));
    return text;
  };
}
