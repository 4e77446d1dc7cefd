import { LANGUAGES, LANGUAGE_STORAGE_KEY } from './languages.ts';

/**
 * The one script index.html runs before the page paints, inline (decision 210): a separate file
 * was a request the first paint waited for, 1.5 s on slow 3G. The build writes it into
 * index.html (vite.config.ts) and the server's Content-Security-Policy allows exactly it by its
 * hash (src/server/plugins/security-headers.ts); both take this text, so they cannot differ.
 *
 * It picks the interface language as src/client/lib/i18n/languages.ts does (the language chosen
 * on this phone, else the browser's first supported one, else English) and writes it to
 * <html lang>. The server's prerendered pages are English: for another language, `data-translating`
 * on <html> hides their text until the app has drawn the page in that language
 * (src/client/styles.css; src/client/lib/i18n/i18n.ts takes it away), so the English text never
 * flashes. The app shell of a signed-in page shows at once, its English brand line hidden. A
 * safety timer shows everything anyway if the app never starts.
 */
export const FIRST_PAINT_SCRIPT = `(function () {
  var supported = ${JSON.stringify(LANGUAGES)};
  var pick = function (tag) {
    var base = String(tag || '').toLowerCase().split('-')[0];
    return supported.indexOf(base) >= 0 ? base : null;
  };
  var language = null;
  try {
    language = pick(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}));
  } catch (e) {
    // Storage refused (private mode): fall back to the browser's languages.
  }
  var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; !language && i < tags.length; i++) language = pick(tags[i]);
  language = language || 'en';
  var root = document.documentElement;
  root.lang = language === 'zh' ? 'zh-Hans' : language;
  if (language !== 'en') {
    root.setAttribute('data-translating', '');
    setTimeout(function () {
      root.removeAttribute('data-translating');
    }, 4000);
  }
})();`;

/** Where index.html asks for it. */
export const FIRST_PAINT_SCRIPT_MARK = '<!--first-paint-script-->';
