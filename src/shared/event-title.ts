import { APP_NAME } from './constants.ts';

const APP_SUFFIX = ` - ${APP_NAME}`;

/**
 * A page's title with the event's name before the app's: 'Messages - PitCrew' becomes
 * 'Messages - Spring Regional - PitCrew'. The browser's tab and the server's <title> say the same.
 */
export function withEventName(title: string, eventName: string | null | undefined): string {
  if (!eventName) return title;
  return title.endsWith(APP_SUFFIX)
    ? `${title.slice(0, -APP_SUFFIX.length)} - ${eventName}${APP_SUFFIX}`
    : `${title} - ${eventName}`;
}
