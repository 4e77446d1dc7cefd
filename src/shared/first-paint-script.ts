import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  PAGE_LANGUAGE_META,
} from './languages.ts';

/** The inert `<template>` that holds the app's scripts until the first paint (decision 219). */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Preloads put in the page per task once the app starts (each costs a slow phone a few ms). */
const PRELOADS_PER_TASK = 6;

/** How long the app waits for a first frame before it starts anyway (a page opened in a background tab paints none). */
const APP_START_FALLBACK_MS = 300;

/**
 * The one script index.html runs before the page paints, inline (decision 210): a separate file
 * was a request the first paint waited for, 1.5 s on slow 3G. The build writes it into
 * index.html (vite.config.ts) and the server's Content-Security-Policy allows exactly it by its
 * hash (src/server/plugins/security-headers.ts); both take this text, so they cannot differ.
 *
 * It picks the interface language as src/client/lib/i18n/languages.ts does (the language chosen
 * on this phone, else the browser's first supported one, else English) and writes it to
 * <html lang>, and mirrors it into a cookie so the server draws the next page in it (decision 217).
 * The server names the language it drew the page in (`<meta name="page-language">`, before this
 * script); when that is not the phone's (a first visit whose browser languages differ from the
 * choice, or the bare shell, which is English), `data-translating` on <html> hides the page's text
 * until the app has drawn it in the phone's language (src/client/styles.css;
 * src/client/lib/i18n/i18n.ts takes it away), so the other language never flashes. The app shell
 * of a signed-in page shows at once, its English brand line hidden. A safety timer shows
 * everything anyway if the app never starts.
 *
 * Then it starts the app, after the page's first paint (decision 219). The build puts the app's
 * scripts (the entry and its chunks, as `<script type="module">` and `<link rel="modulepreload">`)
 * in an inert `<template id="app-scripts">` (scripts/build/vite-scripts-after-paint.ts); once the
 * browser reports the page's first contentful paint, this puts them in the page, where the
 * browser fetches and runs them. Until then the page on the phone is the server's drawing, and
 * the scripts neither share the network with it nor stand between it and the screen. A timer
 * starts them anyway where no paint comes (a tab opened in the background, a page whose text
 * waits hidden for its language).
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
  document.cookie = ${JSON.stringify(LANGUAGE_COOKIE)} + '=' + language + ${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)} + (location.protocol === 'https:' ? '; secure' : '');
  var drawn = document.querySelector('meta[name=${PAGE_LANGUAGE_META}]');
  if (language !== (drawn ? drawn.getAttribute('content') : 'en')) {
    root.setAttribute('data-translating', '');
    setTimeout(function () {
      root.removeAttribute('data-translating');
    }, 4000);
  }
  var started = false;
  var start = function () {
    var scripts = document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});
    if (started || !scripts) return;
    started = true;
    // The entry first, then the preloads a few to a task: put in all at once, forty preloads held
    // a slow phone's main thread for 50 to 150 ms.
    var nodes = [].slice.call(document.importNode(scripts.content, true).childNodes);
    var isScript = function (node) {
      return node.nodeName === 'SCRIPT';
    };
    var preloads = nodes.filter(function (node) {
      return !isScript(node);
    });
    var put = function (batch) {
      for (var i = 0; i < batch.length; i++) document.head.appendChild(batch[i]);
      if (preloads.length > 0) setTimeout(putMore, 0);
    };
    var putMore = function () {
      put(preloads.splice(0, ${PRELOADS_PER_TASK}));
    };
    put(nodes.filter(isScript).concat(preloads.splice(0, ${PRELOADS_PER_TASK})));
  };
  var afterPaint = function () {
    setTimeout(start, 0);
  };
  try {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    // No paint timing in this browser: the frame after the page is parsed.
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(afterPaint);
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(start, ${APP_START_FALLBACK_MS});
  });
})();`;

/** Where index.html asks for it. */
export const FIRST_PAINT_SCRIPT_MARK = '<!--first-paint-script-->';
