import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Admin dashboard, Robots tab (spec section 2.9). */
export function AdminRobotsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Robots</CardTitle>
        <CardDescription>Register Utility Bots and the teams renting them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingSoon>The robot list and the Add New Robot dialog will appear here.</ComingSoon>
      </CardContent>
    </Card>
  );
}
