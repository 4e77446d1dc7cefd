import { COMPETITION_NAME } from '../../../shared/constants.ts';

/** One of the three related mobile apps (spec 2.16); its title and description are `apps:catalogue.<id>`. */
export interface CompanionApp {
  id: 'robotics' | 'coding' | 'tournament-manager';
  appName: string;
  /** Opens on the phone: the app store app, where an installed app opens from its page. */
  appLink: string;
  /** The store's web page, on desktop and as the phone's fallback after 500 ms. */
  storeUrl: string;
}

const playStoreSearch = (query: string) =>
  `https://play.google.com/store/search?q=${encodeURIComponent(query)}&c=apps`;
const playStoreAppSearch = (query: string) =>
  `market://search?q=${encodeURIComponent(query)}&c=apps`;

function app(id: CompanionApp['id'], appName: string): CompanionApp {
  return { id, appName, appLink: playStoreAppSearch(appName), storeUrl: playStoreSearch(appName) };
}

/**
 * The links search the store by the app's name, so they never point at a wrong package; an
 * organiser who knows an app's own deep link or package page can put it here (decision 063).
 */
export const COMPANION_APPS: readonly CompanionApp[] = [
  app('robotics', `${COMPETITION_NAME} Robotics`),
  app('coding', `${COMPETITION_NAME}code`),
  app('tournament-manager', `${COMPETITION_NAME} Tournament Manager`),
];
