import { afterEach, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ID, FIRST_PAINT_SCRIPT } from '../../shared/first-paint-script.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const PRELOADS = 14;

it('starts the app with its entry first, then puts the preloads in a few to a task', () => {
  vi.useFakeTimers();
  const links = Array.from(
    { length: PRELOADS },
    (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`,
  ).join('');
  document.body.innerHTML = `<template id="${APP_SCRIPTS_ID}">${links}<script type="module"></script></template>`;
  new Function(FIRST_PAINT_SCRIPT)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const inHead = () => ({
    scripts: document.head.querySelectorAll('script').length,
    preloads: document.head.querySelectorAll('link[rel=modulepreload]').length,
  });
  expect(inHead()).toEqual({ scripts: 0, preloads: 0 });
  vi.advanceTimersByTime(300);
  expect(inHead()).toEqual({ scripts: 1, preloads: 6 });
  vi.advanceTimersToNextTimer();
  expect(inHead()).toEqual({ scripts: 1, preloads: 12 });
  vi.advanceTimersToNextTimer();
  expect(inHead()).toEqual({ scripts: 1, preloads: PRELOADS });
  // The template's order is kept: the page's own chunks were first.
  expect(document.head.querySelector('link')!.getAttribute('href')).toBe('/assets/chunk-0.js');
});
