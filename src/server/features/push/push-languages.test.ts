import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import type { ServerEvent } from '../../../shared/events.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';
import es from '../../../client/lib/i18n/locales/es/messages.json' with { type: 'json' };

/** Alerts in the reader's language (decision 280): each phone's push in the language it recorded. */
describe('push alerts in each phone’s language', () => {
  let t: TestApp;
  let service: FakePushService;
  let admin: string;
  beforeAll(async () => {
    service = await startFakePushService();
    t = await createTestApp(
      { push: { extraHosts: [service.host] } },
      { push: { backoffMs: () => 20, timeoutMs: 60_000 } },
    );
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = async (cookie: string, browser: TestBrowser, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { ...browser.json, ...(language ? { language } : {}) },
    });
  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const pushesFor = async (browser: TestBrowser, count: number) => {
    await service.until(() => service.payloadsFor(browser).length >= count);
    return service.payloadsFor(browser);
  };

  it('writes one change in Spanish for the Spanish phone and in English for the other', async () => {
    const { team, cookie } = await signInNewTeam(t);
    const spanish = service.browser();
    const english = service.browser();
    expect((await subscribe(cookie, spanish, 'es')).statusCode).toBe(201);
    expect((await subscribe(cookie, english)).statusCode).toBe(201);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 24 * 60 });
    expect(
      (
        await post(admin, '/api/interviews', {
          title: 'Judging',
          timeslotId: slot.id,
          teamId: team.id,
        })
      ).statusCode,
    ).toBe(201);
    const [inSpanish] = await pushesFor(spanish, 1);
    const [inEnglish] = await pushesFor(english, 1);
    expect(inSpanish).toMatchObject({
      type: 'interview.changed',
      title: 'Vuestra entrevista ha cambiado',
      url: '/dashboard',
    });
    expect(inSpanish!.body).toBe(
      'Los organizadores han reservado una entrevista para vuestro equipo. Tocad para ver cuándo.',
    );
    expect(inEnglish).toMatchObject({
      title: 'Your interview changed',
      body: 'The organisers booked an interview for your team. Tap to see when.',
    });
    await t.app.push.idle();
    expect(service.payloadsFor(spanish)).toHaveLength(1);
  });

  it('pushes a canned message in the receiver’s language, and follows a language changed since', async () => {
    const sender = await signInNewTeam(t);
    const receiver = await signInNewTeam(t);
    const phone = service.browser();
    expect((await subscribe(receiver.cookie, phone, 'es')).statusCode).toBe(201);
    const canned = CANNED_MESSAGES[3]!;
    expect(
      (
        await post(sender.cookie, '/api/messages', {
          content: canned.text,
          receiverTeamId: receiver.team.id,
        })
      ).statusCode,
    ).toBe(201);
    const [message] = await pushesFor(phone, 1);
    expect(message).toEqual({
      // Every push carries its own id (its queue job's, decision 272).
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      type: 'message.received',
      title: `Mensaje de ${sender.team.name}`,
      body: es.canned[String(canned.id) as keyof typeof es.canned],
      url: '/messages',
    });
    // The phone's language changed: the app posts the subscription again with it.
    expect((await subscribe(receiver.cookie, phone, 'fr')).statusCode).toBe(200);
    expect(
      (
        await post(sender.cookie, '/api/messages', {
          content: canned.text,
          receiverTeamId: receiver.team.id,
        })
      ).statusCode,
    ).toBe(201);
    const second = (await pushesFor(phone, 2))[1];
    expect(second!.title).toBe(`Message de ${sender.team.name}`);
    expect(second!.body).not.toBe(canned.text);
  });

  it('refuses a language the app does not speak', async () => {
    const { cookie } = await signInNewTeam(t);
    const response = await subscribe(cookie, service.browser(), 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'language must be one of en, es, fr, zh',
    );
  });

  it('sends the live alert with its words as keys, for the page to read in its own language', async () => {
    const { team } = await signInNewTeam(t);
    const heard: ServerEvent[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope.event));
    const slot = await buildTimeslot(t.db, { startsInMinutes: 4 * 24 * 60 });
    expect(
      (
        await post(admin, '/api/interviews', {
          title: 'Judging',
          timeslotId: slot.id,
          teamId: team.id,
        })
      ).statusCode,
    ).toBe(201);
    stop();
    expect(heard.find((event) => event.type === 'alert')).toMatchObject({
      alert: {
        title: 'Your interview changed',
        words: {
          title: { key: 'interviewChanged.title' },
          body: { key: 'interviewChanged.booked' },
        },
      },
    });
  });
});
