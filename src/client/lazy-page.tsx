import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from './components/ui/spinner.tsx';
import { chunkLoaded, reloadOnceForChunkError } from './lib/chunk-reload.ts';

/** A page loaded on first use, or ahead of it with `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

type PageModule<P> = { default: ComponentType<P> };

/**
 * Like React's `lazy`, except that a page already loaded (`preload()` before the first render)
 * renders at once, with no Suspense boundary around it: the first page a browser opens is drawn
 * whole, without a spinner in between, and a page the server sent prerendered is adopted
 * (hydrated) in one pass. A page not loaded yet shows a screen-tall spinner, so the footer stays
 * below the fold instead of jumping when the page arrives.
 *
 * A download that fails reloads the app once (see lib/chunk-reload.ts) or throws to the route's
 * error boundary, whose Retry downloads the page again.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<PageModule<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        chunkLoaded();
        return module;
      },
      (error: unknown) => {
        // A failed download is tried again on the next visit or Retry: `lazy` remembers a
        // failure for good, so the next render uses a fresh one.
        loading = null;
        Lazy = lazy(preload) as unknown as ComponentType<P>;
        // While the reload starts, the spinner stays rather than a flash of the error.
        if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Page(props: P) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
