import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav.tsx';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <BottomNav />
    </Router>,
  );
}

describe('BottomNav', () => {
  it('has the seven entries in order, with their routes', () => {
    renderAt('/home');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Draw', '/draw'],
      ['Track', '/track-bots'],
      ['Messages', '/messages'],
      ['Manual', '/game-manual'],
      ['Stream', '/live-stream'],
      ['VEX Apps', '/vex-apps'],
    ]);
  });

  it('marks only the current route with aria-current="page"', () => {
    renderAt('/messages');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(
      1,
    );
  });

  it('highlights an entry for its alias routes, whatever the case', () => {
    renderAt('/TRACKING');
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden from 768 px up', () => {
    renderAt('/home');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('md:hidden');
  });
});
