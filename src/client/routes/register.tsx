import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function RegisterPage() {
  return (
    <>
      <PageHeader
        title="Team Registration Form"
        description="Register your team for the robotics tournament."
      />
      <ComingSoon>
        Choose your team, enter your team code and sign the Utility Bot rental consent form here.
      </ComingSoon>
    </>
  );
}
