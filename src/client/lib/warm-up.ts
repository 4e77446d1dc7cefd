import { cn } from './cn.ts';

/**
 * Work every first page does once, done while the page's code and data are still downloading
 * (the phone's CPU is idle then), each in a task of its own, instead of inside the first draw's
 * long task: tailwind-merge builds its class tables on its first call (about 20 ms on a fast
 * CPU, four times that on a slow phone), and the first Intl formatter loads the time zone data.
 */
export function warmUp() {
  setTimeout(() => cn('p-0', 'p-1'), 0);
  setTimeout(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).format(0), 0);
}
