import { useEffect, useState } from 'react';
import { DRAWING } from '../../../shared/constants.ts';

export type FieldImageState =
  | { status: 'loading'; image: null }
  | { status: 'loaded'; image: HTMLImageElement }
  /** Not there after the fallback delay (or failed): draw on a plain field meanwhile. */
  | { status: 'fallback'; image: null };

/**
 * Loads the field layout. The board stays usable if the picture is slow or missing: after
 * DRAWING.backgroundFallbackMs it shows a plain field, and swaps the picture in if it arrives.
 */
export function useFieldImage(src: string = DRAWING.layoutImage): FieldImageState {
  const [state, setState] = useState<FieldImageState>({ status: 'loading', image: null });

  useEffect(() => {
    let active = true;
    const image = new Image();
    const fallback = setTimeout(() => {
      if (active)
        setState((current) =>
          current.status === 'loading' ? { status: 'fallback', image: null } : current,
        );
    }, DRAWING.backgroundFallbackMs);
    image.onload = () => {
      if (active) setState({ status: 'loaded', image });
      clearTimeout(fallback);
    };
    image.onerror = () => {
      if (active) setState({ status: 'fallback', image: null });
      clearTimeout(fallback);
    };
    image.src = src;
    return () => {
      active = false;
      clearTimeout(fallback);
    };
  }, [src]);

  return state;
}
