import type { QueryClient } from '@tanstack/react-query';

/** When the oldest data on screen was fetched (null when nothing is shown). */
export function oldestShownDataAt(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().findAll({ type: 'active' })) {
    const at = query.state.dataUpdatedAt;
    if (query.state.data !== undefined && at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/** 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function describeAge(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * The same in the interface's language: English keeps the wording above; the others say it
 * through the browser's Intl ('hace 5 minutos', 'il y a 5 minutes', '5分钟前').
 */
export function describeAgeIn(language: string, at: number, now: number): string {
  if (language === 'en') return describeAge(at, now);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
