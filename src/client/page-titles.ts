import i18next from 'i18next';
import { COMPETITION_NAME } from '../shared/constants.ts';
import { routerPath } from '../shared/paths.ts';
import { currentLanguage } from './lib/i18n/i18n.ts';

const APP_NAME = 'PitCrew';

type TitleId =
  | 'registration'
  | 'home'
  | 'consent'
  | 'adminLogin'
  | 'admin'
  | 'dashboard'
  | 'tracking'
  | 'messages'
  | 'gameManual'
  | 'perplexityManual'
  | 'liveStream'
  | 'apps'
  | 'drawingBoard'
  | 'drawingPad'
  | 'display'
  | 'codeSheets'
  | 'daySheet'
  | 'daySheets'
  | 'notFound';

/** Each route's page title (document.title), matched as the router matches paths; its words are `common:titles.<id>`. */
const PAGE_TITLES: Readonly<Record<string, TitleId>> = {
  '/': 'registration',
  '/register': 'registration',
  '/home': 'home',
  '/consent': 'consent',
  '/admin-login': 'adminLogin',
  '/admin': 'admin',
  '/dashboard': 'dashboard',
  '/track-bots': 'tracking',
  '/tracking': 'tracking',
  '/messages': 'messages',
  '/game-manual': 'gameManual',
  '/perplexity-manual': 'perplexityManual',
  '/live-stream': 'liveStream',
  '/vex-apps': 'apps',
  '/draw': 'drawingBoard',
  '/line-board': 'drawingBoard',
  '/drawing-pad': 'drawingPad',
  '/drawing-board': 'drawingBoard',
  '/drawing': 'drawingBoard',
  '/drawing-new': 'drawingBoard',
  '/drawing-basic': 'drawingBoard',
  '/drawing-final': 'drawingBoard',
  '/simple-draw': 'drawingBoard',
  '/display': 'display',
  '/admin/code-sheets': 'codeSheets',
  '/day-sheet': 'daySheet',
  '/day-sheets': 'daySheets',
};

/** `Messages - PitCrew` in the interface language; an unknown path is the 404 page's. */
export function pageTitle(path: string, language: string = currentLanguage()): string {
  const id = PAGE_TITLES[routerPath(path)] ?? 'notFound';
  return `${i18next.t(`common:titles.${id}`, { lng: language, competition: COMPETITION_NAME })} - ${APP_NAME}`;
}
