import i18next, { type i18n } from 'i18next';
import type { PageHeads } from '../shared/page-heads.ts';
import { APP_NAME, COMPETITION_NAME } from '../shared/constants.ts';
import { routerPath } from '../shared/paths.ts';
import { currentLanguage } from './lib/i18n/i18n.ts';

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
  | 'invite'
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
  '/invite': 'invite',
};

const titled = (id: TitleId, language: string, speaker: i18n) =>
  `${speaker.t(`common:titles.${id}`, { lng: language, competition: COMPETITION_NAME })} - ${APP_NAME}`;

/** `Messages - PitCrew` in the interface language; an unknown path is the 404 page's. */
export function pageTitle(path: string, language: string = currentLanguage()): string {
  return titled(PAGE_TITLES[routerPath(path)] ?? 'notFound', language, i18next);
}

/**
 * Every page's title and the app's description in one language, for the server to write into
 * a page's <head> before any script runs (decision 220): `speaker` speaks that language.
 */
export function pageHeads(language: string, speaker: i18n): PageHeads {
  return {
    titles: Object.fromEntries(
      Object.entries(PAGE_TITLES).map(([path, id]) => [path, titled(id, language, speaker)]),
    ),
    notFoundTitle: titled('notFound', language, speaker),
    description: speaker.t('common:meta.description', { lng: language }),
  };
}
