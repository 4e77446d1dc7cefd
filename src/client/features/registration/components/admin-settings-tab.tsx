import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Admin dashboard, Settings tab (spec section 2.9). */
export function AdminSettingsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Settings</CardTitle>
        <CardDescription>Set the tournament date shown to every team.</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingSoon>A date picker to set the tournament day will appear here.</ComingSoon>
      </CardContent>
    </Card>
  );
}
