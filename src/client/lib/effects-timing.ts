import { options } from 'preact';

/**
 * Effects run right after the render that scheduled them, before the next event, as React runs
 * them after a click or a key press. Preact's own timing (after the next frame) lets an input's
 * next event arrive first: Radix's select registers, in an effect, the pointer-up listener that
 * must swallow the release of the click that opened it, and a fast click then chose nothing
 * (decision 198). Imported first by main.tsx and by the component tests' setup.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
