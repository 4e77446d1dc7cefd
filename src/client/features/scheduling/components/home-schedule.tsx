import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Home page scheduling area (spec sections 2.5 and 2.6). */
export function HomeSchedule() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Team's Interview Schedule</CardTitle>
        <CardDescription>Book 20-minute judging interviews on the tournament day.</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingSoon>
          Your booked interviews and the tournament day's open interview slots will appear here.
        </ComingSoon>
      </CardContent>
    </Card>
  );
}
