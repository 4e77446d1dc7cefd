import type { AppDb } from '../client.ts';
import { interviews } from '../schema.ts';

/** Demo bookings: slot index in the demo day (20-minute slots from 10:00), team index, title. */
const DEMO_BOOKINGS = [
  {
    slot: 1,
    team: 1,
    title: 'Engineering notebook review',
    notes: 'We will bring the robot and the notebook.',
  },
  { slot: 4, team: 2, title: 'Robot design interview', notes: null },
  { slot: 9, team: 3, title: 'Team interview', notes: 'Two students will present.' },
] as const;

/** Team 3 also canceled an earlier booking, so the dashboard's history has an example. */
const DEMO_CANCELED = { slot: 2, team: 3, title: 'Team interview (first try)' } as const;

/**
 * A few bookings on the demo tournament day. The first demo team stays free so whoever signs in
 * with its code can try booking (the default limit is one upcoming interview per team).
 */
export async function seedDemoScheduling(
  db: AppDb,
  demoTeams: { id: number }[],
  slots: { id: number }[],
): Promise<void> {
  const rows = [
    ...DEMO_BOOKINGS.map((b) => ({ ...b, status: 'scheduled' as const })),
    { ...DEMO_CANCELED, notes: null, status: 'canceled' as const },
  ].flatMap((booking) => {
    const team = demoTeams[booking.team];
    const slot = slots[booking.slot];
    if (!team || !slot) return [];
    return [
      {
        title: booking.title,
        notes: booking.notes,
        teamId: team.id,
        timeslotId: slot.id,
        status: booking.status,
        canceledAt: booking.status === 'canceled' ? new Date() : null,
      },
    ];
  });
  if (rows.length) await db.insert(interviews).values(rows);
}
