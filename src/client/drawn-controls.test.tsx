import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES } from '../shared/page-modules.ts';
import { prerenderPage } from './prerender.tsx';
import { drawForTeam } from './test/drawn-page-fixtures.ts';

/**
 * A control the server drew does nothing until the app has adopted the page: a tap on it then is
 * lost without a sign (a tracking page's Multi tapped early left the scan in Single). So every
 * button a page is drawn with waits inert (or disabled) until the page is live, as `Button` does
 * (decisions 218 and 226); a link works without the app and a field keeps what is typed into it
 * (`useEarlyInput`). Checked on every route, drawn for a visitor and for a team.
 */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

function liveOnlyControls(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((control) => !control.closest('[inert]') && !control.matches(':disabled'))
    .map((control) => control.outerHTML.slice(0, 160));
}

// Each case draws a page as the server does; on two busy cores the first loads every page's code.
describe(
  'a drawn page holds no control that answers before the app is live',
  { timeout: 60_000 },
  () => {
    afterEach(() => vi.unstubAllGlobals());

    it.each(Object.keys(PAGE_MODULES))('%s as a visitor', async (path) => {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      expect(liveOnlyControls(await prerenderPage(path))).toEqual([]);
    });

    it.each(Object.keys(PAGE_MODULES))('%s as a team', async (path) => {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      const drawn = await drawForTeam(path);
      expect(liveOnlyControls(drawn.html)).toEqual([]);
    });
  },
);
