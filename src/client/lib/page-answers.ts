import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '../../shared/constants.ts';

/**
 * The answers a page drawn by the server was drawn with (decision 215), put into the query cache
 * before the app's first draw so that it draws the same page: the names (query hashes) of those
 * answers, or null when the server did not draw this page. A drawn page whose answers cannot be
 * read names none (the app asks for them). Read once: a later page is drawn by the app.
 */
export function answersInPage(client: QueryClient): ReadonlySet<string> | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  drawnAtEvent = element.dataset.eventId ?? '';
  try {
    const state = JSON.parse(element.textContent ?? '') as DehydratedState;
    hydrate(client, state);
    return new Set(state.queries.map((query) => query.queryHash));
  } catch (error) {
    console.warn('The answers in the page could not be read; asking the server.', error);
    return new Set();
  }
}

let drawnAtEvent = '';

/**
 * The newest event the server had seen when it read this page's answers ('' for a page it did
 * not draw): the live stream resumes from there, so what changed since is replayed.
 */
export const pageDrawnAtEvent = () => drawnAtEvent;

/** The answers of the page React is adopting: undefined when it adopts none (a server draw). */
let adopting: ReadonlySet<string> | undefined;

/** main.tsx, as React starts adopting a drawn page: these answers (none for a visitor's page). */
export function adoptPageDrawnWith(answers: ReadonlySet<string>) {
  adopting = answers;
}

/**
 * Whether an answer may show while React adopts the page: one the page was drawn with, and not
 * one that arrived meanwhile (its text would differ from the page's, a hydration mismatch).
 */
export const drawnWithAnswer = (queryHash: string) =>
  adopting === undefined || adopting.has(queryHash);
