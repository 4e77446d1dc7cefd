import { PageHeader } from '../components/layout/page-header.tsx';
import { TeamRegistrationForm } from '../features/registration/components/team-registration-form.tsx';

/** Screen A of spec 2.7 (with the consent form, screen B), at /consent (decision 010). */
export default function ConsentPage() {
  return (
    <>
      <PageHeader
        title="Team Registration Form"
        description="Choose your team, then the coach or adult representative (18 or older) signs the Utility Bot rental consent form."
      />
      <TeamRegistrationForm />
    </>
  );
}
