import { describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import { alertFor, alertPayload } from './alerts.ts';

type Change = Extract<
  DomainEvent,
  { type: 'schedule.changed' }
>['teams'][number]['changes'][number];

type Language = 'en' | 'es' | 'fr' | 'zh';
const said = (event: DomainEvent, language: Language) => {
  const alert = alertFor(event)!;
  return alertPayload(
    alert,
    'words' in alert ? alert.words : [...alert.wordsByTeam.values()][0]!,
    language,
  );
};
const CHICAGO = 'America/Chicago';
/** 2030-05-03 on the venue's clock in Chicago (CDT, UTC-5). */
const chicago = (hm: string) => new Date(`2030-05-03T${hm}:00-05:00`).toISOString();

describe('alerts in the reader’s language', () => {
  it('calls a team to queue in each language', () => {
    const called: DomainEvent = {
      type: 'queue.called',
      match: 'Q14',
      field: 'Field 2',
      teamIds: [3, 4],
    };
    expect(alertFor(called)).toMatchObject({ type: 'queue.call', teamIds: [3, 4], url: '/home' });
    expect(said(called, 'en').title).toBe('Queue now: Q14 on Field 2');
    expect(said(called, 'es').title).toBe('A la cola: Q14 en Field 2');
    expect(said(called, 'fr').title).toBe('File d’attente : Q14 sur Field 2');
    expect(said(called, 'zh').title).toBe('现在排队：Q14，Field 2');
  });

  it('reads a plural by the language’s rules and a canned message from the messages catalogue', () => {
    const reminder: DomainEvent = {
      type: 'interview.reminder',
      interviewId: 1,
      teamId: 1,
      title: 'Judging',
      minutesLeft: 5,
      room: 'Room 2',
      startTime: chicago('13:05'),
      timeZone: CHICAGO,
    };
    expect(said(reminder, 'en')).toMatchObject({
      title: 'Interview in 5 minutes',
      body: 'Judging at 1:05 PM CDT, Room 2. Head to the judging area now.',
    });
    expect(said(reminder, 'es')).toMatchObject({
      title: 'Entrevista en 5 minutos',
      body: 'Judging a las 13:05 CDT, Room 2. Id ya a la zona de evaluación.',
    });
    const message: DomainEvent = {
      type: 'message.sent',
      messageId: 1,
      senderTeamId: 1,
      senderTeamName: 'Gears',
      senderTeamNumber: '12',
      receiverTeamId: 2,
      content: CANNED_MESSAGES[0]!.text,
    };
    expect(said(message, 'en')).toMatchObject({
      title: 'Message from 12 Gears',
      body: CANNED_MESSAGES[0]!.text,
    });
    expect(said(message, 'fr').body).not.toBe(CANNED_MESSAGES[0]!.text);
  });

  it('tells one change of a re-import as a sentence, the time in the reader’s language', () => {
    const moved = (change: Change): DomainEvent => ({
      type: 'schedule.changed',
      timeZone: CHICAGO,
      teams: [{ teamId: 1, changes: [change] }],
    });
    const q3 = { kind: 'moved' as const, match: 'Q3', field: 'Field 1', fieldBefore: 'Field 1' };
    const later = { ...q3, startTime: chicago('13:05'), startBefore: chicago('12:50') };
    expect(said(moved(later), 'en')).toMatchObject({
      title: 'Your match Q3 changed',
      body: 'Q3 now starts at 1:05 PM CDT (it was 12:50 PM CDT).',
    });
    expect(said(moved(later), 'es').body).toBe(
      'Q3 empieza ahora a las 13:05 CDT (antes a las 12:50 CDT).',
    );
    const sameTime = { startTime: chicago('10:30'), startBefore: chicago('10:30') };
    expect(
      said(moved({ ...q3, ...sameTime, field: 'Field 2', fieldBefore: null }), 'es').body,
    ).toBe('Q3 es ahora en Field 2 (antes en ningún campo).');
    expect(said(moved({ ...later, field: 'Field 2' }), 'en').body).toBe(
      'Q3 now starts at 1:05 PM CDT on Field 2.',
    );
    expect(said(moved({ kind: 'removed', match: 'Q3' }), 'en').body).toBe(
      'Your team no longer plays Q3.',
    );
    const added: Change = { kind: 'added', match: 'Q3', startTime: chicago('11:00'), field: null };
    expect(said(moved(added), 'zh').body).toBe('你们队现在参加 Q3，时间 11:00 CDT。');
  });

  it('tells several changes of one team in one alert, listed in the reader’s language', () => {
    const changes: Change[] = [
      {
        kind: 'moved',
        match: 'Q3',
        startTime: chicago('10:20'),
        startBefore: chicago('10:00'),
        field: 'Field 2',
        fieldBefore: 'Field 1',
      },
      {
        kind: 'moved',
        match: 'Q9',
        startTime: chicago('13:05'),
        startBefore: chicago('12:50'),
        field: 'Field 1',
        fieldBefore: 'Field 1',
      },
      { kind: 'removed', match: 'Q11' },
    ];
    const event: DomainEvent = {
      type: 'schedule.changed',
      timeZone: CHICAGO,
      teams: [
        { teamId: 4, changes },
        { teamId: 5, changes: [changes[2]!] },
      ],
    };
    const alert = alertFor(event)!;
    expect('wordsByTeam' in alert && [...alert.wordsByTeam.keys()]).toEqual([4, 5]);
    expect(said(event, 'en')).toEqual({
      type: 'schedule.changed',
      url: '/home',
      title: 'Your schedule changed: 3 matches',
      body: 'Q3 now 10:20 AM CDT on Field 2; Q9 now 1:05 PM CDT (was 12:50 PM CDT); Q11 taken off your schedule.',
    });
    expect(said(event, 'es')).toMatchObject({
      title: 'Vuestro horario ha cambiado: 3 partidos',
      body: 'Q3 ahora a las 10:20 CDT en Field 2; Q9 ahora a las 13:05 CDT (antes 12:50 CDT); Q11 quitado de vuestro horario.',
    });
    expect(said(event, 'fr').body).toBe(
      'Q3 désormais à 10:20 CDT sur Field 2 ; Q9 désormais à 13:05 CDT (au lieu de 12:50 CDT) ; Q11 retiré de votre programme.',
    );
    expect(said(event, 'zh').title).toBe('你们的赛程有变动：3 场比赛');
  });
});

describe('a clash told in the reader’s words', () => {
  it('reads the clash rule’s own texts with the clash’s values', () => {
    const clashes: DomainEvent = {
      type: 'interview.clashes',
      interviewId: 1,
      teamId: 2,
      reason: 'Clashes with your match Q12 at 13:40',
      clash: { timeZone: CHICAGO, kind: 'match', label: 'Q12', startTime: chicago('13:40') },
    };
    expect(said(clashes, 'en').body).toBe(
      'Your interview: Clashes with your match Q12 at 1:40 PM CDT. Tap to see it; the organisers may move it.',
    );
    expect(said(clashes, 'es').body).toBe(
      'Vuestra entrevista: Coincide con tu partido Q12 a las 13:40 CDT. Tocad para verla; los organizadores pueden moverla.',
    );
    const blocked: DomainEvent = {
      type: 'interview.clashes',
      interviewId: 1,
      teamId: 2,
      reason: 'Clashes with Lunch (12:00-13:00)',
      clash: {
        timeZone: CHICAGO,
        kind: 'blocked',
        label: 'Lunch',
        startTime: chicago('12:00'),
        endTime: chicago('13:00'),
      },
    };
    expect(said(blocked, 'fr').body).toContain('Lunch (12:00-13:00 CDT)');
    expect(said(blocked, 'en').body).toContain('Lunch (12:00 PM-1:00 PM CDT)');
  });
});
