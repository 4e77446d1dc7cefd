import { COMPETITION_NAME } from '../shared/constants.ts';
import { routerPath } from '../shared/paths.ts';

const APP_NAME = 'PitCrew';

/** Each route's page title (document.title), matched as the router matches paths. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Tournament Registration',
  '/register': 'Tournament Registration',
  '/home': 'Home',
  '/consent': 'Team Registration Form',
  '/admin-login': 'Admin Login',
  '/admin': 'Admin Dashboard',
  '/dashboard': 'Interview Dashboard',
  '/track-bots': 'Tournament Locations',
  '/tracking': 'Tournament Locations',
  '/messages': 'Team Messages',
  '/game-manual': 'Game Manual AI',
  '/perplexity-manual': 'Perplexity AI Manual Search',
  '/live-stream': 'Live Stream',
  '/vex-apps': `${COMPETITION_NAME} Apps`,
  '/draw': 'Drawing Board',
  '/line-board': 'Drawing Board',
  '/drawing-pad': 'Drawing Pad',
  '/drawing-board': 'Drawing Board',
  '/drawing': 'Drawing Board',
  '/drawing-new': 'Drawing Board',
  '/drawing-basic': 'Drawing Board',
  '/drawing-final': 'Drawing Board',
  '/simple-draw': 'Drawing Board',
  '/display': 'Judging Now and Next',
  '/admin/code-sheets': 'Team Code Sheets',
  '/day-sheet': 'Team Day Sheet',
  '/day-sheets': 'Team Day Sheets',
};

/** `Messages - PitCrew`; an unknown path is the 404 page's. */
export function pageTitle(path: string): string {
  const key = routerPath(path);
  return `${PAGE_TITLES[key] ?? '404 Page Not Found'} - ${APP_NAME}`;
}
