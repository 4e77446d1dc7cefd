import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_DATA_ID } from '../../../shared/constants.ts';
import { adminSession, mockFetch } from '../../test/render.tsx';
import { prefetchSession, sessionQueryKey } from './session-query.ts';

/** The page as the server sends it to a signed-in browser (decision 214). */
function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_DATA_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(SESSION_DATA_ID)?.remove();
});

describe('prefetchSession', () => {
  it('takes the session the page carries, without asking the server, and only once', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
    });
    pageCarries(JSON.stringify(adminSession));
    const client = new QueryClient();
    await prefetchSession(client);
    expect(client.getQueryData(sessionQueryKey)).toEqual(adminSession);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
  });

  it('asks the server when the page carries none, or one it cannot read', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 200, body: adminSession } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageCarries('{"userId": "not a session"');
    const client = new QueryClient();
    await prefetchSession(client);
    expect(client.getQueryData(sessionQueryKey)).toEqual(adminSession);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await prefetchSession(new QueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the session known before when the check fails (venue Wi-Fi), and takes a 401 as signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, adminSession);
    mockFetch({ 'GET /api/auth/me': { status: 503, body: { message: 'Restarting' } } });
    await prefetchSession(client);
    expect(client.getQueryData(sessionQueryKey)).toEqual(adminSession);
    mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    await prefetchSession(client);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });
});
