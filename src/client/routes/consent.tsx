import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function ConsentPage() {
  return (
    <>
      <PageHeader
        title="Utility Bot Rental Consent Form"
        description="Tournament use only. An adult coach or representative (18 or older) signs for the team."
      />
      <ComingSoon>
        The consent form with team information, the four consent terms and a digital signature will
        appear here.
      </ComingSoon>
    </>
  );
}
