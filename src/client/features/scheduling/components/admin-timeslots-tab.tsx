import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Admin dashboard, Timeslots tab (spec section 2.9). */
export function AdminTimeslotsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeslots</CardTitle>
        <CardDescription>Create interview timeslots for the tournament day.</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingSoon>The timeslot list and the Add New Timeslot dialog will appear here.</ComingSoon>
      </CardContent>
    </Card>
  );
}
