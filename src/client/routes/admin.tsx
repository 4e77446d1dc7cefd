import { Link } from 'wouter';
import { CalendarClock, LogIn, LogOut, Bot, Settings, ShieldCheck, Users } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useLogout, useSession } from '../features/auth/api.ts';
import { AdminSettingsTab } from '../features/registration/components/admin-settings-tab.tsx';
import { AdminTeamsTab } from '../features/registration/components/admin-teams-tab.tsx';
import { AdminTimeslotsTab } from '../features/scheduling/components/admin-timeslots-tab.tsx';
import { AdminRobotsTab } from '../features/tracking/components/admin-robots-tab.tsx';
import { SafeguardingLog } from '../features/messaging/components/safeguarding-log.tsx';

function SessionButton() {
  const { isAuthenticated } = useSession();
  const logout = useLogout();
  if (!isAuthenticated) {
    return (
      <Button asChild variant="outline">
        <Link href="/admin-login">
          <LogIn aria-hidden="true" />
          Login
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}

/** Spec section 2.9; each tab's body belongs to its feature. */
export default function AdminPage() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Manage teams, timeslots, robots and the tournament date."
        actions={<SessionButton />}
      />
      <Tabs defaultValue="teams">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="teams">
            <Users aria-hidden="true" className="max-sm:hidden" />
            Teams
          </TabsTrigger>
          <TabsTrigger value="timeslots">
            <CalendarClock aria-hidden="true" className="max-sm:hidden" />
            Timeslots
          </TabsTrigger>
          <TabsTrigger value="robots">
            <Bot aria-hidden="true" className="max-sm:hidden" />
            Robots
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings aria-hidden="true" className="max-sm:hidden" />
            Settings
          </TabsTrigger>
          <TabsTrigger value="messages">
            <ShieldCheck aria-hidden="true" className="max-sm:hidden" />
            Messages
          </TabsTrigger>
        </TabsList>
        <TabsContent value="teams">
          <AdminTeamsTab />
        </TabsContent>
        <TabsContent value="timeslots">
          <AdminTimeslotsTab />
        </TabsContent>
        <TabsContent value="robots">
          <AdminRobotsTab />
        </TabsContent>
        <TabsContent value="settings">
          <AdminSettingsTab />
        </TabsContent>
        <TabsContent value="messages">
          <SafeguardingLog />
        </TabsContent>
      </Tabs>
    </>
  );
}
