import { CalendarDays, CircleHelp, ListChecks, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useTournamentDateLabel } from '../../settings/index.ts';

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-amber-400 [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-zinc-950">{title}</h3>
        <div className="mt-1 text-sm text-zinc-700">{children}</div>
      </div>
    </section>
  );
}

/** Screen C's side card (spec 2.7): why register, the features, help, and the tournament date. */
export function TournamentInformation() {
  const date = useTournamentDateLabel();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Information</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Part icon={<Trophy aria-hidden="true" />} title="Why Register">
          <p>
            Registration is needed to take part. Once your coach signs the consent form, your team
            can use every tool the event offers.
          </p>
        </Part>
        <Part icon={<ListChecks aria-hidden="true" />} title="Tournament Features">
          <ul className="list-disc space-y-1 pl-4">
            <li>Scheduling and managing team interviews</li>
            <li>Tracking team robots on the competition floor</li>
            <li>Messaging other teams</li>
            <li>Accessing tournament materials</li>
            <li>Collaborative drawing and planning tools</li>
          </ul>
        </Part>
        <Part icon={<CircleHelp aria-hidden="true" />} title="Need Help">
          <p>
            Your event organiser hands out each team's code. Ask them for it, or at the help desk if
            it is lost. The coach or adult representative (18 or older) signs for the team.
          </p>
        </Part>
        <Part icon={<CalendarDays aria-hidden="true" />} title="Tournament Date">
          <p className="text-base font-bold text-zinc-950">{date}</p>
        </Part>
      </CardContent>
    </Card>
  );
}
