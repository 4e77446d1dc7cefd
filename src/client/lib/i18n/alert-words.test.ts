import { afterAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contract/push.ts';
import { alertInPageLanguage } from './alert-words.ts';
import { chooseLanguage, i18nReady } from './i18n.ts';

/** Decision 280: a live alert is shown in the language the page speaks, from its words. */
const call: PushPayload = {
  type: 'queue.call',
  title: 'Queue now: Q14 on Field 2',
  body: 'Bring your robot and drive team to the queue for Q14.',
  url: '/home',
  words: {
    title: { key: 'queueNow.title', params: { match: 'Q14', field: 'Field 2' } },
    body: { key: 'queueNow.body', params: { match: 'Q14' } },
  },
};

describe('alertInPageLanguage', () => {
  afterAll(() => chooseLanguage('en'));

  it('reads the words in English, then in the language chosen since', async () => {
    await i18nReady;
    expect(await alertInPageLanguage(call)).toEqual({
      title: 'Queue now: Q14 on Field 2',
      body: 'Bring your robot and drive team to the queue for Q14.',
    });
    await chooseLanguage('es');
    expect(await alertInPageLanguage(call)).toEqual({
      title: 'A la cola: Q14 en Field 2',
      body: 'Llevad el robot y el equipo de pilotos a la cola del Q14.',
    });
  });

  it('reads a re-import’s changes as a list, each time on the venue’s clock as the page’s language writes it', async () => {
    await chooseLanguage('es');
    const zone = 'America/Chicago';
    const changed: PushPayload = {
      type: 'schedule.changed',
      title: 'Your schedule changed: 2 matches',
      body: 'Q3 now 10:20 AM CDT on Field 2; Q9 now 1:05 PM CDT (was 12:50 PM CDT).',
      url: '/home',
      words: {
        title: { key: 'scheduleChanged.manyTitle', params: { count: 2 } },
        body: {
          key: 'scheduleChanged.list',
          terms: {
            changes: {
              list: [
                {
                  key: 'notices:scheduleChanged.item.timeAndField',
                  params: {
                    match: 'Q3',
                    time: { at: '2030-05-03T15:20:00.000Z', zone },
                    field: 'Field 2',
                  },
                },
                {
                  key: 'notices:scheduleChanged.item.time',
                  params: {
                    match: 'Q9',
                    time: { at: '2030-05-03T18:05:00.000Z', zone },
                    before: { at: '2030-05-03T17:50:00.000Z', zone },
                  },
                },
              ],
            },
          },
        },
      },
    };
    expect(await alertInPageLanguage(changed)).toEqual({
      title: 'Vuestro horario ha cambiado: 2 partidos',
      body: 'Q3 ahora a las 10:20 CDT en Field 2; Q9 ahora a las 13:05 CDT (antes 12:50 CDT).',
    });
  });

  it('reads a canned message in the page’s language, and shows an alert without words as it came', async () => {
    await chooseLanguage('fr');
    const message: PushPayload = {
      type: 'message.received',
      title: 'Message from Gears',
      body: 'Where should we meet?',
      url: '/messages',
      words: {
        title: { key: 'message.title', params: { sender: 'Gears' } },
        body: { key: 'message.body', terms: { message: 'messages:canned.4' } },
      },
    };
    const read = await alertInPageLanguage(message);
    expect(read.title).toBe('Message de Gears');
    expect(read.body).not.toBe('Where should we meet?');
    const { words: _none, ...plain } = message;
    expect(await alertInPageLanguage(plain)).toEqual({
      title: 'Message from Gears',
      body: 'Where should we meet?',
    });
  });
});
