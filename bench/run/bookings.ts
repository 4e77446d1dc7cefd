import {
  bookingThroughput,
  singleSlotRace,
  warmBookings,
  type ThroughputResult,
} from '../lib/bookings.ts';
import type { EventContext } from './context.ts';

/**
 * Booking throughput on distinct slots, without and with an Idempotency-Key, then races of many
 * teams for one slot across every instance.
 */
export async function measureBookings(event: EventContext) {
  const { run, engine, report, app, servers, seed, cookies, adminCookie } = event;
  const { settings } = run.options;
  run.log(
    `[${engine}] bookings: ${settings.bookings} distinct slots, then ${settings.races} race(s) of ${settings.raceAttempts} on ${servers.length} instance(s)`,
  );
  const teamCookies = seed.teams.map((t) => cookies.get(t.id)!);
  const warmSlots = seed.bookingSlotIds.slice(settings.bookings * 2);
  await warmBookings(app.url, teamCookies[teamCookies.length - 1]!, warmSlots.slice(0, 3));
  const cpu = { appPid: app.pid, database: engine === 'postgres' };
  const logRun = (label: string, t: ThroughputResult) => {
    const { app: appCpu, database: dbCpu, loadGenerator, machine } = t.cpuMsEach;
    run.log(
      `  ${label}: ${Math.round(t.bookingsPerSecond)} bookings/s, p99 ${t.p99.toFixed(1)} ms, CPU ms per booking: app ${appCpu?.toFixed(2)}, database ${dbCpu?.toFixed(2)}, load generator ${loadGenerator?.toFixed(2)}, machine ${machine?.toFixed(2)} (idle ${Math.round((t.machineIdle ?? 0) * 100)}%)`,
    );
  };
  report.throughput = await bookingThroughput(
    app.url,
    teamCookies,
    seed.bookingSlotIds.slice(0, settings.bookings),
    settings.bookingConcurrency,
    cpu,
  );
  logRun('bookings', report.throughput);
  report.keyedThroughput = await bookingThroughput(
    app.url,
    teamCookies,
    seed.bookingSlotIds.slice(settings.bookings, settings.bookings * 2),
    settings.bookingConcurrency,
    cpu,
    { idempotencyKeys: true },
  );
  logRun('bookings with an Idempotency-Key', report.keyedThroughput);
  report.races = [];
  for (const slotId of seed.raceSlotIds) {
    const race = await singleSlotRace(
      servers.map((s) => s.url),
      teamCookies.slice(0, settings.raceAttempts),
      slotId,
      seed.raceDate,
      adminCookie,
    );
    run.log(
      `  race for slot ${slotId}: ${JSON.stringify(race.statuses)}, ${race.storedBookings} stored`,
    );
    report.races.push(race);
  }
}
