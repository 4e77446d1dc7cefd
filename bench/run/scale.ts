import { measureListCalls, type ListCall } from '../lib/scale.ts';
import { seedScale, utcDate } from '../lib/seed.ts';
import { signInAdmin, signInTeams } from '../lib/sessions.ts';
import { createStorage } from '../lib/storage.ts';
import { withServers, type EnginePart } from './context.ts';

/** The list calls a team and an organiser make, at data scale (DESIGN section 10). */
export async function runScale(part: EnginePart) {
  const { run, engine, report } = part;
  const { scaleSize, serverUrl, settings } = run.options;
  const storage = await createStorage(engine, 'scale', serverUrl);
  try {
    report.description ||= await storage.describe();
    run.log(
      `[${engine}] seeding the data-scale event (${scaleSize.teams} teams, ${scaleSize.timeslots} slots, ${scaleSize.messages} messages)`,
    );
    const started = Date.now();
    const database = await storage.open();
    const seed = await seedScale(database, scaleSize, run.log).finally(() => database.close());
    const seedSeconds = (Date.now() - started) / 1000;

    await withServers(part, 'scale', storage, 1, async ([app]) => {
      const [a, b] = seed.conversation;
      const team = (await signInTeams(app!.url, [seed.teams[0]!])).get(a)!;
      const admin = await signInAdmin(app!.url);
      const calls: ListCall[] = [
        { name: 'teams', url: '/api/teams', who: 'visitor' },
        {
          name: 'registered teams',
          url: '/api/teams?registeredOnly=true',
          cookie: team,
          who: 'team',
        },
        { name: 'teams with codes', url: '/api/teams', cookie: admin, who: 'admin' },
        {
          name: 'tournament-day slots',
          url: '/api/timeslots?tournamentDayOnly=true',
          cookie: team,
          who: 'team',
        },
        {
          name: 'a day of slots',
          url: `/api/timeslots?date=${utcDate(8)}&tzOffset=0`,
          cookie: team,
          who: 'team',
        },
        {
          name: 'first page of all slots',
          url: '/api/timeslots?limit=10&offset=0',
          cookie: admin,
          who: 'admin (the Timeslots tab)',
        },
        {
          name: 'last page of all slots',
          url: `/api/timeslots?limit=10&offset=${scaleSize.timeslots - 10}`,
          cookie: admin,
          who: 'admin (the Timeslots tab, paged to the end)',
        },
        { name: 'own interviews', url: '/api/interviews', cookie: team, who: 'team' },
        { name: 'all interviews', url: '/api/interviews', cookie: admin, who: 'admin' },
        { name: 'robots', url: '/api/robots', cookie: team, who: 'team' },
        {
          name: 'conversation',
          url: `/api/messages?senderTeamId=${a}&receiverTeamId=${b}`,
          cookie: team,
          who: 'team',
        },
        { name: 'unread counts', url: '/api/messages/unread', cookie: team, who: 'team' },
        { name: 'safeguarding log', url: '/api/messages/log', cookie: admin, who: 'admin' },
        { name: 'blocks', url: '/api/blocks', cookie: team, who: 'team' },
        { name: 'streams', url: '/api/streams', cookie: team, who: 'team' },
        { name: 'drawings', url: '/api/drawings', cookie: team, who: 'team' },
        { name: 'canned messages', url: '/api/canned-messages', cookie: team, who: 'team' },
        { name: 'manual documents', url: '/api/manual/documents', cookie: admin, who: 'admin' },
      ];
      run.log(`[${engine}] list calls at data scale`);
      report.scale = {
        counts: seed.counts,
        seedSeconds,
        samples: settings.scaleSamples,
        results: await measureListCalls(app!.url, app!.pid, calls, settings.scaleSamples, run.log),
      };
    });
  } finally {
    await storage.destroy();
  }
}
