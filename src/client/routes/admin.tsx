import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  CalendarClock,
  History,
  LifeBuoy,
  LogIn,
  LogOut,
  Bot,
  Megaphone,
  Settings,
  ShieldCheck,
  Swords,
  UserCog,
  Users,
} from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useLogout, useSession } from '../features/auth/api.ts';
import { AlertsCard } from '../features/alerts/components/alerts-card.tsx';
import { AdminAnnouncementsTab } from '../features/announcements/components/admin-announcements-tab.tsx';
import { AdminHelpTab, HelpWaitingBadge } from '../features/help/components/admin-help-tab.tsx';
import { AdminSettingsTab } from '../features/settings/components/admin-settings-tab.tsx';
import { BackupCard } from '../features/operations/components/backup-card.tsx';
import { DemoEventNotice } from '../features/operations/components/demo-event-notice.tsx';
import { SetupChecklist } from '../features/operations/components/setup-checklist.tsx';
import { AdminTeamsTab } from '../features/registration/components/admin-teams-tab.tsx';
import { AdminTimeslotsTab } from '../features/scheduling/components/admin-timeslots-tab.tsx';
import { AdminMatchesTab } from '../features/matches/components/admin-matches-tab.tsx';
import { QueueCard } from '../features/matches/components/queue-card.tsx';
import { AdminRobotsTab } from '../features/tracking/components/admin-robots-tab.tsx';
import { SafeguardingLog } from '../features/messaging/components/safeguarding-log.tsx';
import { CheckInDesk } from '../features/registration/components/check-in-desk.tsx';
import { JudgeQueueCard } from '../features/scheduling/components/judge-queue-card.tsx';
import { ActivityTab } from '../features/staff/components/activity-tab.tsx';
import { PeopleTab } from '../features/staff/components/people-tab.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useOrganiserTexts } from '../lib/i18n/organiser.ts';

function SessionButton() {
  const { t } = useTranslation('admin');
  const { isAuthenticated } = useSession();
  // Signed out, the guard would send the visitor to /admin-login anyway (spec section 2.3).
  const logout = useLogout({ redirectTo: '/admin-login' });
  if (!isAuthenticated) {
    return (
      <Button asChild variant="outline">
        <Link href="/admin-login">
          <LogIn aria-hidden="true" />
          {t('page.login')}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? t('page.loggingOut') : t('page.logout')}
    </Button>
  );
}

/**
 * Ten tabs do not fit one row on a phone: below 640 px they wrap into a grid of three columns
 * (every label visible, nothing to scroll; narrow padding so 'Announcements' fits at 390 px);
 * wider screens keep the one-row strip.
 */
const tab = 'max-sm:px-1';

/** A judge's or a volunteer's dashboard: only what their role needs (decision 259). */
function StaffDashboard({ role }: { role: 'judge' | 'volunteer' }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t(`people.roles.${role}`)}
        description={role === 'judge' ? t('judging.title') : t('desk.intro')}
        actions={<SessionButton />}
      />
      {role === 'judge' ? (
        <JudgeQueueCard />
      ) : (
        <>
          <CheckInDesk />
          <div className="mt-6">
            <QueueCard />
          </div>
          <div className="mt-6">
            <AdminHelpTab readOnly />
          </div>
        </>
      )}
    </>
  );
}

/** Spec section 2.9; each tab's body belongs to its feature. */
export default function AdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { role } = useSession();
  const [openTab, setOpenTab] = useState('teams');
  // Another language than English fetches the organiser texts first (decision 192).
  if (!useOrganiserTexts())
    return <PageSpinner className="min-h-dvh" label={t('common:loading')} />;
  if (role === 'judge' || role === 'volunteer') return <StaffDashboard role={role} />;
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={<SessionButton />}
      />
      <DemoEventNotice />
      <SetupChecklist onOpenTab={setOpenTab} />
      <Tabs value={openTab} onValueChange={setOpenTab}>
        <TabsList aria-label={t('page.sections')} className="max-sm:grid max-sm:grid-cols-3">
          <TabsTrigger value="teams" className={tab}>
            <Users aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.teams')}
          </TabsTrigger>
          <TabsTrigger value="timeslots" className={tab}>
            <CalendarClock aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.timeslots')}
          </TabsTrigger>
          <TabsTrigger value="matches" className={tab}>
            <Swords aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.matches')}
          </TabsTrigger>
          <TabsTrigger value="robots" className={tab}>
            <Bot aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.robots')}
          </TabsTrigger>
          <TabsTrigger value="settings" className={tab}>
            <Settings aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.settings')}
          </TabsTrigger>
          <TabsTrigger value="messages" className={tab}>
            <ShieldCheck aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.messages')}
          </TabsTrigger>
          <TabsTrigger value="announcements" className={tab}>
            <Megaphone aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.announcements')}
          </TabsTrigger>
          <TabsTrigger value="help" className={tab}>
            <LifeBuoy aria-hidden="true" className="max-sm:hidden" />
            {t('help.tab')}
            <HelpWaitingBadge />
          </TabsTrigger>
          <TabsTrigger value="people" className={tab}>
            <UserCog aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.people')}
          </TabsTrigger>
          <TabsTrigger value="activity" className={tab}>
            <History aria-hidden="true" className="max-sm:hidden" />
            {t('page.tabs.activity')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="teams">
          <AdminTeamsTab />
        </TabsContent>
        <TabsContent value="timeslots">
          <AdminTimeslotsTab />
        </TabsContent>
        <TabsContent value="matches">
          <AdminMatchesTab />
        </TabsContent>
        <TabsContent value="robots">
          <AdminRobotsTab />
        </TabsContent>
        <TabsContent value="settings">
          <AdminSettingsTab />
          <AlertsCard className="mt-6" organiser />
          <BackupCard />
        </TabsContent>
        <TabsContent value="messages">
          <SafeguardingLog />
        </TabsContent>
        <TabsContent value="announcements">
          <AdminAnnouncementsTab />
        </TabsContent>
        <TabsContent value="help">
          <AdminHelpTab />
        </TabsContent>
        <TabsContent value="people">
          <PeopleTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
