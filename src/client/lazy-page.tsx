import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from './components/ui/spinner.tsx';

/** A page loaded on first use, or ahead of it with `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React's `lazy`, except that a page already loaded (`preload()` before the first render)
 * renders at once, with no Suspense boundary around it: the first page a browser opens is drawn
 * whole, without a spinner in between, and a page the server sent prerendered is adopted
 * (hydrated) in one pass. A page not loaded yet shows a screen-tall spinner, so the footer stays
 * below the fold instead of jumping when the page arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next visit to the page
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
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
