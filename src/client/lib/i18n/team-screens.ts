import i18next from 'i18next';
import apps from './locales/en/apps.json';
import drawing from './locales/en/drawing.json';
import manual from './locales/en/manual.json';
import streams from './locales/en/streams.json';
import tracking from './locales/en/tracking.json';

/**
 * The English texts of the screens a team opens from its home (the map, the drawing boards, the
 * manual assistants, the streams and the apps), decision 199. They come with those screens'
 * chunks instead of the entry, so no first page carries them; importing this module adds them to
 * i18next's English before any of those screens draws. Other languages fetch these namespaces
 * with the rest when chosen (english.ts lists their names).
 */
export const TEAM_SCREENS_ENGLISH = { apps, drawing, manual, streams, tracking };

for (const [namespace, texts] of Object.entries(TEAM_SCREENS_ENGLISH)) {
  i18next.addResourceBundle('en', namespace, texts, true, true);
}
