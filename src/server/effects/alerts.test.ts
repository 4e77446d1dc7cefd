import { describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import type { DomainEvent } from '../plugins/domain-events.ts';
import { alertFor, alertPayload } from './alerts.ts';

const said = (event: DomainEvent, language: 'en' | 'es' | 'fr' | 'zh') =>
  alertPayload(alertFor(event)!, language);

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
      venueTime: '10:00 AM CDT',
    };
    expect(said(reminder, 'en')).toMatchObject({
      title: 'Interview in 5 minutes',
      body: 'Judging at 10:00 AM CDT, Room 2. Head to the judging area now.',
    });
    expect(said(reminder, 'es').title).toBe('Entrevista en 5 minutos');
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

  it('tells what a re-import changed, field names as they are and a missing field in words', () => {
    const moved = (
      change: Extract<DomainEvent, { type: 'schedule.changed' }>['change'],
    ): DomainEvent => ({ type: 'schedule.changed', teamId: 1, match: 'Q3', change });
    expect(
      said(
        moved({
          kind: 'moved',
          match: 'Q3',
          time: '10:40',
          timeBefore: '10:30',
          field: 'Field 1',
          fieldBefore: 'Field 1',
        }),
        'en',
      ),
    ).toMatchObject({
      title: 'Your match Q3 changed',
      body: 'Q3 now starts at 10:40 (it was 10:30).',
    });
    expect(
      said(
        moved({
          kind: 'moved',
          match: 'Q3',
          time: '10:30',
          timeBefore: '10:30',
          field: 'Field 2',
          fieldBefore: null,
        }),
        'es',
      ).body,
    ).toBe('Q3 es ahora en Field 2 (antes en ningún campo).');
    expect(
      said(
        moved({
          kind: 'moved',
          match: 'Q3',
          time: '10:40',
          timeBefore: '10:30',
          field: 'Field 2',
          fieldBefore: 'Field 1',
        }),
        'en',
      ).body,
    ).toBe('Q3 now starts at 10:40 on Field 2.');
    expect(said(moved({ kind: 'removed', match: 'Q3' }), 'en').body).toBe(
      'Your team no longer plays Q3.',
    );
    expect(said(moved({ kind: 'added', match: 'Q3', time: '11:00' }), 'en').body).toBe(
      'Your team now plays Q3 at 11:00.',
    );
  });
});

describe('a clash told in the reader’s words', () => {
  it('reads the clash rule’s own texts with the clash’s values', () => {
    const clashes: DomainEvent = {
      type: 'interview.clashes',
      interviewId: 1,
      teamId: 2,
      reason: 'Clashes with your match Q12 at 10:40',
      clash: { kind: 'match', label: 'Q12', time: '10:40' },
    };
    expect(said(clashes, 'en').body).toBe(
      'Your interview: Clashes with your match Q12 at 10:40. Tap to see it; the organisers may move it.',
    );
    expect(said(clashes, 'es').body).toBe(
      'Vuestra entrevista: Coincide con tu partido Q12 a las 10:40. Tocad para verla; los organizadores pueden moverla.',
    );
    const blocked: DomainEvent = {
      ...clashes,
      clash: { kind: 'blocked', label: 'Lunch', from: '12:00', to: '13:00' },
    } as DomainEvent;
    expect(said(blocked, 'fr').body).toContain('Lunch (12:00-13:00)');
  });
});
