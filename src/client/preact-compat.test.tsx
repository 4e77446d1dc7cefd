// eslint-disable-next-line no-restricted-imports -- a test reads Node's module cache, never shipped code
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './router.tsx';
import { mockFetch, renderWithProviders, teamSession } from './test/render.tsx';
import { Languages } from 'lucide-react';

/**
 * The app draws with Preact's React layer (decision 198), and so do these tests: a library whose
 * CommonJS build Node picks would `require('react')` and draw with React instead, unnoticed
 * (its elements are objects Preact cannot draw). The aliases in vitest.config.ts send every such
 * import to Preact; this fails when a library slips past them.
 */
describe('components draw with Preact, as shipped', () => {
  it('loads no copy of React or react-dom while drawing the whole app', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    renderWithProviders(<AppRouter />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /node_modules\/(react|react-dom)\//.test(file))).toEqual([]);
  });

  it('draws an icon as an svg element', () => {
    const { container } = render(<Languages aria-label="Language" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
