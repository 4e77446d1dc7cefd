import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { COMPANION_APPS } from '../catalogue.ts';
import { AppsGrid } from './apps-grid.tsx';

function viewport(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the apps page', () => {
  it('shows three cards with View on Play Store links on desktop', () => {
    viewport(false);
    renderWithProviders(<AppsGrid />);
    for (const title of ['Robotics App', 'Coding App', 'Tournament Manager App']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const links = screen.getAllByRole('link', { name: /^View on Play Store/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      COMPANION_APPS.map((app) => app.storeUrl),
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /^Open App/ })).not.toBeInTheDocument();
  });

  it('shows Open App buttons on phones', () => {
    viewport(true);
    renderWithProviders(<AppsGrid />);
    expect(screen.getAllByRole('button', { name: /^Open App/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^View on Play Store/ })).not.toBeInTheDocument();
  });
});
