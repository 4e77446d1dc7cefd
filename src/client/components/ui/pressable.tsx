import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A plain `<button>` with its own look (a chip, a segment, a picker's cell) that waits for the
 * app as `Button` does (decisions 218 and 226): drawn by the server, it is inert until the page
 * is live, so a tap before then is not taken and lost without a sign; a submit button is also
 * disabled until then, so Enter in a field cannot send the plain HTML form.
 */
export function Pressable({ type = 'button', disabled, ...props }: ComponentProps<'button'>) {
  const live = useHydrated();
  return (
    <button
      type={type}
      inert={live ? undefined : true}
      disabled={disabled || (type === 'submit' && !live)}
      {...props}
    />
  );
}
