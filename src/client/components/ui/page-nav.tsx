import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

interface PageNavProps {
  /** The navigation's accessible name ('Timeslot pages'). */
  label: string;
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** 'Page 2 of 7', in the screen's language. */
  pageText: string;
  previousText: string;
  nextText: string;
  /** Next waits, say, while the next page loads. */
  nextDisabled?: boolean;
}

/** Previous, 'Page N of M', Next: the organiser's long lists, a page at a time. None for one page. */
export function PageNav({
  label,
  page,
  pageCount,
  onPage,
  pageText,
  previousText,
  nextText,
  nextDisabled,
}: PageNavProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {previousText}
      </Button>
      <span className="text-sm text-zinc-700">{pageText}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount - 1 || nextDisabled}
        onClick={() => onPage(page + 1)}
      >
        {nextText}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
