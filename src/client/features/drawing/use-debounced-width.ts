import { useEffect, useState, type RefObject } from 'react';
import { DRAWING } from '../../../shared/constants.ts';

/**
 * The element's CSS width, measured when first laid out and then after resizing settles for
 * DRAWING.resizeDebounceMs (spec section 9), so the layers are redrawn once per resize.
 */
export function useDebouncedWidth(
  ref: RefObject<HTMLElement | null>,
  delayMs: number = DRAWING.resizeDebounceMs,
): number {
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const measure = () => {
      const next = element.getBoundingClientRect().width;
      if (!measured) {
        measured = true;
        setWidth(next);
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(next), delayMs);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('resize', measure);
      };
    }
    // Its first report, in the frame after this, is the first measure: read where the browser has
    // laid the page out anyway, instead of asking it to lay the page out now, mid-adoption.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, delayMs]);

  return width;
}
