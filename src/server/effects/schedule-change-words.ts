import type { AlertClock, AlertPhrase, AlertText, AlertWords } from '../../shared/alert-texts.ts';
import { ALERT_NAMESPACE } from '../../shared/alert-texts.ts';
import type { TeamScheduleChanges } from '../plugins/domain-event-types.ts';

type Change = TeamScheduleChanges['changes'][number];

const NAMESPACE = `${ALERT_NAMESPACE}:scheduleChanged`;

/** A field name, or 'no field' in the reader's language when the schedule names none. */
function fieldValue(name: string, value: string | null): Pick<AlertText, 'params' | 'terms'> {
  return value === null
    ? { terms: { [name]: `${NAMESPACE}.noField` } }
    : { params: { [name]: value } };
}

/** Which text tells a change, and its values: `sentence` (a whole one) or `item` (a list's part). */
function changePhrase(change: Change, form: 'sentence' | 'item', zone: string): AlertPhrase {
  const at = (iso: string): AlertClock => ({ at: iso, zone });
  const key = (name: string) => `${NAMESPACE}.${form === 'item' ? `item.${name}` : name}`;
  const { match } = change;
  if (change.kind === 'added')
    return { key: key('added'), params: { match, time: at(change.startTime) } };
  if (change.kind === 'removed') return { key: key('removed'), params: { match } };
  const timeMoved = change.startTime !== change.startBefore;
  const fieldMoved = change.field !== change.fieldBefore;
  if (timeMoved && !fieldMoved)
    return {
      key: key('time'),
      params: { match, time: at(change.startTime), before: at(change.startBefore) },
    };
  const field = fieldValue('field', change.field);
  if (timeMoved)
    return {
      key: key('timeAndField'),
      params: { match, time: at(change.startTime), ...field.params },
      ...(field.terms ? { terms: field.terms } : {}),
    };
  const before = fieldValue('before', change.fieldBefore);
  const terms = { ...field.terms, ...before.terms };
  return {
    key: key('field'),
    params: { match, ...field.params, ...before.params },
    ...(Object.keys(terms).length > 0 ? { terms } : {}),
  };
}

/** The notices key of a phrase keyed in full ('notices:scheduleChanged.time' -> 'scheduleChanged.time'). */
const inNotices = (phrase: AlertPhrase): AlertText => ({
  ...phrase,
  key: phrase.key.slice(ALERT_NAMESPACE.length + 1),
});

/**
 * What a re-import changed for one team, in one alert (decision 300): one change as a sentence
 * under the match's name ('Your match Q3 changed' / 'Q3 now starts at 10:40 AM CDT on Field 2.'),
 * several as a list under a count ('Your schedule changed: 2 matches' / 'Q3 now 10:20 AM CDT on
 * Field 2; Q9 now 1:05 PM CDT (was 12:50 PM CDT).'). Times are read on the venue's clock.
 */
export function scheduleChangeWords(team: TeamScheduleChanges, zone: string): AlertWords {
  const [only] = team.changes;
  if (team.changes.length === 1 && only)
    return {
      title: { key: 'scheduleChanged.title', params: { match: only.match } },
      body: inNotices(changePhrase(only, 'sentence', zone)),
    };
  return {
    title: { key: 'scheduleChanged.manyTitle', params: { count: team.changes.length } },
    body: {
      key: 'scheduleChanged.list',
      terms: {
        changes: { list: team.changes.map((change) => changePhrase(change, 'item', zone)) },
      },
    },
  };
}
