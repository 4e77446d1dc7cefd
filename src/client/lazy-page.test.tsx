import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './components/ui/deferred.tsx';
import { lazyPage } from './lazy-page.tsx';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, with no spinner', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Page name="Robo Raptors" />);
    expect(screen.getByRole('heading', { name: 'Hello Robo Raptors' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while a page not yet loaded downloads, then the page, loading it once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    render(<Page name="Gear Heads" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(await screen.findByRole('heading', { name: 'Hello Gear Heads' })).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('Deferred', () => {
  it('shows the placeholder first, and its children in a render of their own', async () => {
    // React's test helper would run both renders at once; a phone sees them one after the other.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.createElement('div');
      document.body.append(container);
      const shown: string[] = [];
      const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
      observer.observe(container, { childList: true, subtree: true, characterData: true });
      const root = createRoot(container);
      root.render(
        <Deferred placeholder={<p>Later</p>}>
          <p>Below the fold</p>
        </Deferred>,
      );
      await waitFor(() => expect(container.textContent).toBe('Below the fold'));
      observer.disconnect();
      expect(shown.filter((text, i) => text !== shown[i - 1])).toEqual(['Later', 'Below the fold']);
      root.unmount();
      container.remove();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
