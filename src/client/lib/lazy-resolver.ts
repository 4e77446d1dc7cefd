import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver whose rules load on first use, with a way to start loading them early. */
export type LazyResolver<I extends FieldValues, O> = Resolver<I, unknown, O> & {
  preload: () => void;
};

/**
 * The form's zod rules (and zod itself, about 40 KB compressed) load when the form is first
 * checked, not with the page, so a phone shows and runs the page sooner. Forms call `preload`
 * when the user first focuses them, so the rules are there by the time they submit. The rules
 * are the shared contract's, the same the server checks.
 */
export function lazyResolver<I extends FieldValues, O>(
  load: () => Promise<Resolver<I, unknown, O>>,
): LazyResolver<I, O> {
  let loading: Promise<Resolver<I, unknown, O>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again on the next check
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<I, unknown, O> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
