import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID } from '../../shared/constants.ts';
import { answersInPage } from './page-answers.ts';
import { createQueryClient } from './query-client.ts';

function carry(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ID;
  element.textContent = text;
  document.body.append(element);
}

const answered = (queryKey: string[], data: unknown) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: {
    data,
    dataUpdatedAt: Date.now(),
    status: 'success',
    fetchStatus: 'idle',
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    dataUpdateCount: 1,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
  },
});

describe('the answers a page drawn by the server carries (decision 215)', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

  it('puts them in the cache before the first draw, names them, and reads them once', () => {
    carry(JSON.stringify({ mutations: [], queries: [answered(['/api/interviews'], [{ id: 1 }])] }));
    const client = createQueryClient();
    expect(answersInPage(client)).toEqual(new Set(['["/api/interviews"]']));
    expect(client.getQueryData(['/api/interviews'])).toEqual([{ id: 1 }]);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(answersInPage(createQueryClient())).toBeNull();
  });

  it('is null on a page the server did not draw', () => {
    expect(answersInPage(createQueryClient())).toBeNull();
  });

  it('names none when they cannot be read, so the page is still known as drawn and the app asks for them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    carry('{"queries": [');
    const client = createQueryClient();
    expect(answersInPage(client)).toEqual(new Set());
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
