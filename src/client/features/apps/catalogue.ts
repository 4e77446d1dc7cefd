import { COMPETITION_NAME } from '../../../shared/constants.ts';

/** One of the three related mobile apps (spec 2.16). */
export interface CompanionApp {
  id: 'robotics' | 'coding' | 'tournament-manager';
  title: string;
  appName: string;
  description: string;
  /** Opens on the phone: the app store app, where an installed app opens from its page. */
  appLink: string;
  /** The store's web page, on desktop and as the phone's fallback after 500 ms. */
  storeUrl: string;
}

const playStoreSearch = (query: string) => `https://play.google.com/store/search?q=${encodeURIComponent(query)}&c=apps`;
const playStoreAppSearch = (query: string) => `market://search?q=${encodeURIComponent(query)}&c=apps`;

function app(id: CompanionApp['id'], title: string, appName: string, description: string): CompanionApp {
  return { id, title, appName, description, appLink: playStoreAppSearch(appName), storeUrl: playStoreSearch(appName) };
}

/**
 * The links search the store by the app's name, so they never point at a wrong package; an
 * organiser who knows an app's own deep link or package page can put it here (decision 063).
 */
export const COMPANION_APPS: readonly CompanionApp[] = [
  app(
    'robotics',
    'Robotics App',
    `${COMPETITION_NAME} Robotics`,
    'Build guides, product information and team resources for your robot, in your pocket.',
  ),
  app('coding', 'Coding App', `${COMPETITION_NAME}code`, 'Program your robot with blocks or text, right from a tablet or phone.'),
  app(
    'tournament-manager',
    'Tournament Manager App',
    `${COMPETITION_NAME} Tournament Manager`,
    'Follow match schedules, scores and rankings while the event runs.',
  ),
];
