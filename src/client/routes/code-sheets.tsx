import { TeamCodeSheets } from '../features/registration/components/team-code-sheets.tsx';

/** /admin/code-sheets: the printable team-code cards, without the app's header. */
export default function CodeSheetsPage() {
  return <TeamCodeSheets />;
}
