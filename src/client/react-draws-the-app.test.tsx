import { screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../shared/page-modules.ts';
import { AppRouter, preloadPage } from './router.tsx';
import { mockFetch, renderWithProviders, teamSession } from './test/render.tsx';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * React marks the root it draws into, and every element it draws, with properties of its own
 * (one random suffix per copy of React); no other renderer does.
 */
function reactMarks(root: Element): (element: Element) => boolean {
  const suffix = Object.keys(root.parentElement ?? root)
    .concat(Object.keys(root))
    .find((key) => key.startsWith('__reactContainer$'))
    ?.slice('__reactContainer$'.length);
  expect(suffix).toBeDefined();
  return (element) =>
    (element as unknown as Record<string, unknown>)[`__reactFiber$${suffix}`] !== undefined;
}

/**
 * The brief asks for React, and React 19 with react-dom draws the app everywhere (decision 226):
 * in browsers, in the server's drawn pages and here. Decision 198 once drew it with another
 * renderer behind aliases; this fails if any route is drawn by anything else again.
 */
describe('React, and only React, draws the app', { timeout: 60_000 }, () => {
  it('is React 19 with its own react-dom, and no other renderer is installed', async () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
    const dependencies = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(
      Object.keys(dependencies).filter((name) => /preact|inferno|nano-jsx/.test(name)),
    ).toEqual([]);
    const another = 'preact';
    await expect(import(/* @vite-ignore */ another)).rejects.toThrow();
  });

  it.each(Object.keys(PAGE_MODULES))(
    '%s: every element on the page is drawn by React',
    async (path) => {
      mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
      await preloadPage(path);
      const { container } = renderWithProviders(<AppRouter />, { path });
      // The page, not only the shell: its main content (or, chromeless, its own first element).
      await screen
        .findAllByRole(path === '/display' ? 'main' : 'heading', {}, { timeout: 10_000 })
        .catch(() => undefined);
      const drawnByReact = reactMarks(container);
      const elements = [...container.querySelectorAll('*')];
      expect(elements.length).toBeGreaterThan(3);
      expect(
        elements
          .filter((element) => !drawnByReact(element))
          .map((element) => element.outerHTML.slice(0, 80)),
      ).toEqual([]);
    },
  );
});
