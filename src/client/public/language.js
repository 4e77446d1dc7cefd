/*
 * Runs before the page paints (a classic script in index.html, allowed by the CSP's
 * script-src 'self'). Picks the interface language as src/client/lib/i18n/languages.ts does
 * (the language chosen on this phone, else the browser's first supported one) and writes it to
 * <html lang>. The server's prerendered pages are English: for another language the page stays
 * hidden until the app has drawn it in that language (src/client/lib/i18n/i18n.ts shows it),
 * so the English text never flashes. A safety timer shows it anyway if the app never starts.
 */
(function () {
  var supported = ['en', 'es', 'fr', 'zh'];
  var pick = function (tag) {
    var base = String(tag || '').toLowerCase().split('-')[0];
    return supported.indexOf(base) >= 0 ? base : null;
  };
  var language = null;
  try {
    language = pick(localStorage.getItem('pitcrew.language'));
  } catch {
    // Storage refused (private mode): fall back to the browser's languages.
  }
  var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; !language && i < tags.length; i++) language = pick(tags[i]);
  language = language || 'en';
  var root = document.documentElement;
  root.lang = language === 'zh' ? 'zh-Hans' : language;
  if (language !== 'en') {
    root.style.visibility = 'hidden';
    setTimeout(function () {
      root.style.visibility = '';
    }, 4000);
  }
})();
