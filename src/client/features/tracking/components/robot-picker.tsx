import { useId } from 'react';
import type { Robot } from '../../../../shared/contract/robots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

/** Which robot a scan moves: said plainly with one, chosen with several, explained with none. */
export function RobotPicker({
  robots,
  selectedId,
  onSelect,
}: {
  robots: readonly Robot[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const id = useId();
  if (robots.length === 0) {
    return <p className="text-sm text-zinc-600">Your team has no registered robot yet. The organiser adds robots in the admin Robots tab.</p>;
  }
  if (robots.length === 1) {
    return <p className="text-sm text-zinc-700">A scan updates the position of <strong>{robots[0]!.name}</strong>.</p>;
  }
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>Robot to update</Label>
      <Select value={selectedId === undefined ? undefined : String(selectedId)} onValueChange={(value) => onSelect(Number(value))}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Choose a robot" />
        </SelectTrigger>
        <SelectContent>
          {robots.map((robot) => (
            <SelectItem key={robot.id} value={String(robot.id)}>
              {robot.team ? `${robot.name} (${teamLabel(robot.team)})` : robot.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
