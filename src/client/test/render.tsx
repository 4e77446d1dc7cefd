import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { Providers } from '../providers.tsx';

/** Renders `ui` with a fresh query client, the toaster and an in-memory location at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Providers client={client}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
  );
  return { ...result, client, location };
}

/** Like renderWithProviders, with the search string in memory too (boards use ?board=). */
export function renderAt(ui: ReactElement, path: string) {
  const client = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Providers client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Providers>,
  );
  return { ...result, client, location };
}

type Reply = {
  status: number;
  body?: unknown;
  statusText?: string;
  headers?: Record<string, string>;
};

/**
 * Stubs fetch with a table of `METHOD path` -> reply (path includes any query string).
 * Unlisted requests answer 404. Returns the mock to inspect calls.
 */
export function mockFetch(routes: Record<string, Reply | (() => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const entry = routes[key];
    const reply =
      typeof entry === 'function'
        ? entry()
        : (entry ?? { status: 404, body: { message: 'Not found' } });
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const teamSession = {
  userId: 7,
  username: 'Robo Raptors',
  isAdmin: false,
  teamId: 7,
  teamNumber: null,
  role: 'team' as const,
  rooms: [],
  checkedIn: false,
};
export const adminSession = {
  userId: 1,
  username: 'admin',
  isAdmin: true,
  teamId: null,
  teamNumber: null,
  role: 'organiser' as const,
  rooms: [],
  checkedIn: false,
};
