import { DaySheets } from '../features/matches/components/day-sheet.tsx';

/** /day-sheets: every team's printable day, one page each (administrators). */
export default function DaySheetsPage() {
  return <DaySheets teamIds="all" backHref="/admin" />;
}
