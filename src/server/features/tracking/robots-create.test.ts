import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServerEvent } from '../../../shared/events.ts';
import { robots } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const create = (payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/robots',
    headers: { cookie },
    payload: payload as object,
  });

const REQUIRED = 'Please enter a robot name and MAC address.';
const MAC_INVALID =
  'Please enter the MAC address as six pairs of hex digits, like AA:BB:CC:DD:EE:FF.';

describe('POST /api/robots', () => {
  it('creates a robot at 0,0, active, with its MAC address normalised', async () => {
    const team = await buildRegisteredTeam(t.db, { name: 'Product Pythons' });
    const response = await create({
      name: '  Bolt  ',
      macAddress: ' aa-bb-cc-dd-ee-01 ',
      teamId: team.id,
    });
    expect(response.statusCode).toBe(201);
    const robot = response.json();
    expect(robot).toEqual({
      id: expect.any(Number),
      name: 'Bolt',
      macAddress: 'AA:BB:CC:DD:EE:01',
      teamId: team.id,
      lastLocationX: 0,
      lastLocationY: 0,
      isActive: true,
      team: { id: team.id, name: 'Product Pythons', number: null },
    });
    const [row] = await t.db.select().from(robots).where(eq(robots.id, robot.id));
    expect(row).toMatchObject({ name: 'Bolt', macAddress: 'AA:BB:CC:DD:EE:01', teamId: team.id });
  });

  it('takes the team as optional and the spec fields the admin form sends', async () => {
    const response = await create({
      name: 'Spare',
      macAddress: 'aabbccddee02',
      teamId: null,
      lastLocationX: 0,
      lastLocationY: 0,
      isActive: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      teamId: null,
      team: null,
      macAddress: 'AA:BB:CC:DD:EE:02',
    });
  });

  it('asks for the name and the MAC address with the spec wording, after trimming', async () => {
    for (const payload of [
      { name: '   ', macAddress: 'AA:BB:CC:DD:EE:03' },
      { name: 'Bolt', macAddress: '  ' },
      {},
    ]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(REQUIRED);
    }
  });

  it.each([
    'AA:BB:CC:DD:EE',
    'AA:BB:CC:DD:EE:GG',
    'AA:BB:CC:DD:EE:FF:00',
    'robot-one',
    'AABBCCDDEEF',
  ])('refuses the malformed MAC address %j', async (macAddress) => {
    const response = await create({ name: 'Bolt', macAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MAC_INVALID,
      errors: [{ field: 'macAddress', message: MAC_INVALID }],
    });
  });

  it('refuses a MAC address that is already taken, however it is written', async () => {
    expect((await create({ name: 'First', macAddress: 'AA:BB:CC:DD:EE:04' })).statusCode).toBe(201);
    const again = await create({ name: 'Second', macAddress: 'aa-bb-cc-dd-ee-04' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A robot with this MAC address already exists.',
    });
  });

  it('refuses an unknown team and a team id that is not a number', async () => {
    const unknown = await create({
      name: 'Bolt',
      macAddress: 'AA:BB:CC:DD:EE:05',
      teamId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Team not found',
      errors: [{ field: 'teamId', message: 'Team not found' }],
    });
    expect(
      (await create({ name: 'Bolt', macAddress: 'AA:BB:CC:DD:EE:05', teamId: 'abc' })).statusCode,
    ).toBe(400);
  });

  it('is for administrators only', async () => {
    const team = await buildRegisteredTeam(t.db);
    const asTeam = await create(
      { name: 'Mine', macAddress: 'AA:BB:CC:DD:EE:06', teamId: team.id },
      await signInTeam(t.app, team),
    );
    expect(asTeam.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: '/api/robots',
      payload: { name: 'Mine', macAddress: 'AA:BB:CC:DD:EE:06' },
    });
    expect(asVisitor.statusCode).toBe(401);
    expect(
      await t.db.select().from(robots).where(eq(robots.macAddress, 'AA:BB:CC:DD:EE:06')),
    ).toEqual([]);
  });

  it('tells every screen that the robots changed', async () => {
    const received = new Promise<ServerEvent>((resolve) => {
      const stop = t.app.realtime.subscribe(({ event }) => {
        stop();
        resolve(event);
      });
    });
    expect((await create({ name: 'Announced', macAddress: 'AA:BB:CC:DD:EE:07' })).statusCode).toBe(
      201,
    );
    expect(await received).toEqual({ type: 'robots.changed' });
  });
});
