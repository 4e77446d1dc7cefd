import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../lazy-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';

let fail = true;
function Fragile() {
  if (fail) throw new Error('Cannot read the schedule');
  return <p>Schedule ready</p>;
}

function renderInBoundary(ui: React.ReactNode, resetKey?: string) {
  return render(
    <ErrorBoundary resetKey={resetKey} fallback={(props) => <ErrorFallback {...props} />}>
      {ui}
    </ErrorBoundary>,
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/messages-abc.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  fail = true;
});

describe('ErrorBoundary', () => {
  it('shows what happened instead of a blank page, and Retry draws the page again', async () => {
    renderInBoundary(<Fragile />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read the schedule');
    expect(screen.getByRole('button', { name: 'Reload app' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Schedule ready')).toBeInTheDocument();
  });

  it('clears the error when the route changes', () => {
    const { rerender } = renderInBoundary(<Fragile />, '/home');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    rerender(
      <ErrorBoundary resetKey="/messages" fallback={(props) => <ErrorFallback {...props} />}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a page whose code fails to download', () => {
  function Greeting() {
    return <h1>Messages</h1>;
  }

  it('reloads the app once when online, and shows the boundary the second time', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Page = lazyPage(() => Promise.reject(chunkError()));
    const first = renderInBoundary(<Page />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // After the reload the flag is still set: no second reload, the boundary explains instead.
    renderInBoundary(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, explains and downloads again when the connection returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    renderInBoundary(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page is not available offline yet',
    );
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Retry downloads the page again', async () => {
    sessionStorage.setItem('pitcrew:chunk-reload', '1');
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    renderInBoundary(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    // Loaded: a later failure may reload again.
    expect(sessionStorage.getItem('pitcrew:chunk-reload')).toBeNull();
  });
});
