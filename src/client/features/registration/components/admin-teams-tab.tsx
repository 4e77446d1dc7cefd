import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

/** Admin dashboard, Teams tab (spec section 2.9). */
export function AdminTeamsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Teams</CardTitle>
        <CardDescription>Create teams and hand out their team codes.</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingSoon>
          The team list, the Add New Team dialog and each team's registration status will appear
          here.
        </ComingSoon>
      </CardContent>
    </Card>
  );
}
