import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServerEvent } from '../../../shared/events.ts';
import { robots } from '../../db/schema.ts';
import { buildRobot } from '../../test/factories-tracking.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: TestTeam;
let ownerCookie: string;
let otherCookie: string;
let robotId: number;
let spareId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildRegisteredTeam(t.db);
  const other = await buildRegisteredTeam(t.db);
  robotId = (await buildRobot(t.db, { teamId: owner.id, lastLocationX: 10, lastLocationY: 20 })).id;
  spareId = (await buildRobot(t.db, { teamId: null })).id;
  ownerCookie = await signInTeam(t.app, owner);
  otherCookie = await signInTeam(t.app, other);
});
afterAll(() => t.close());

const move = (id: number | string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/robots/${id}/location`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function positionOf(id: number) {
  const [row] = await t.db.select().from(robots).where(eq(robots.id, id));
  return { x: row!.lastLocationX, y: row!.lastLocationY };
}

describe('PUT /api/robots/{id}/location', () => {
  it('lets the owning team move its robot', async () => {
    const response = await move(robotId, { x: 260.25, y: 140 }, ownerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: robotId,
      lastLocationX: 260.3,
      lastLocationY: 140,
      team: { id: owner.id },
    });
    expect(await positionOf(robotId)).toEqual({ x: 260.3, y: 140 });
  });

  it('clamps positions to the 500 x 400 map', async () => {
    expect((await move(robotId, { x: -40, y: 9000 }, ownerCookie)).json()).toMatchObject({
      lastLocationX: 0,
      lastLocationY: 400,
    });
    expect((await move(robotId, { x: 1e9, y: -0.5 }, ownerCookie)).json()).toMatchObject({
      lastLocationX: 500,
      lastLocationY: 0,
    });
    expect(await positionOf(robotId)).toEqual({ x: 500, y: 0 });
  });

  it('refuses another team moving the robot, and leaves it where it was', async () => {
    await move(robotId, { x: 100, y: 100 }, ownerCookie);
    const response = await move(robotId, { x: 400, y: 300 }, otherCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'A team can only move its own robots' });
    expect(await positionOf(robotId)).toEqual({ x: 100, y: 100 });
  });

  it('refuses a team moving a robot that has no team', async () => {
    expect((await move(spareId, { x: 1, y: 1 }, ownerCookie)).statusCode).toBe(403);
  });

  it('refuses a visitor', async () => {
    const response = await move(robotId, { x: 400, y: 300 });
    expect(response.statusCode).toBe(401);
    expect(await positionOf(robotId)).toEqual({ x: 100, y: 100 });
  });

  it('lets an administrator move any robot', async () => {
    const admin = await signInAdmin(t.app);
    expect((await move(robotId, { x: 50, y: 60 }, admin)).statusCode).toBe(200);
    expect((await move(spareId, { x: 70, y: 80 }, admin)).json()).toMatchObject({
      lastLocationX: 70,
      lastLocationY: 80,
      team: null,
    });
  });

  it('answers 404 for an unknown robot and 400 for an id that is not one', async () => {
    const unknown = await move(999_999, { x: 1, y: 1 }, ownerCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Robot not found' });
    expect((await move(999_999, { x: 1, y: 1 }, await signInAdmin(t.app))).statusCode).toBe(404);
    expect((await move('abc', { x: 1, y: 1 }, ownerCookie)).statusCode).toBe(400);
  });

  it.each([
    [{ x: '10', y: 20 }],
    [{ x: 10 }],
    [{ x: null, y: 5 }],
    [{ x: true, y: 5 }],
    [{ x: [1], y: 5 }],
    [{}],
  ])('takes numbers only: refuses %j', async (payload) => {
    const before = await positionOf(robotId);
    const response = await move(robotId, payload, ownerCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('x and y must be numbers');
    expect(await positionOf(robotId)).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/robots/${robotId}/location`,
      headers: { cookie: ownerCookie, 'content-type': 'application/json' },
      payload: '{"x": 1, "y":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('tells every screen that the robots changed', async () => {
    const received = new Promise<ServerEvent>((resolve) => {
      const stop = t.app.realtime.subscribe(({ event, audience }) => {
        stop();
        expect(audience).toBeUndefined();
        resolve(event);
      });
    });
    expect((await move(robotId, { x: 200, y: 200 }, ownerCookie)).statusCode).toBe(200);
    expect(await received).toEqual({ type: 'robots.changed' });
  });

  it('limits how often one session moves robots', async () => {
    const team = await buildRegisteredTeam(t.db);
    const robot = await buildRobot(t.db, { teamId: team.id });
    const cookie = await signInTeam(t.app, team);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await move(robot.id, { x: i, y: i }, cookie)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Other teams are not held back by it.
    expect((await move(robotId, { x: 5, y: 5 }, ownerCookie)).statusCode).toBe(200);
  });
});
