import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { ApiError } from './api.ts';
import { callEndpoint, endpoint, endpointQueryFn, ResponseContractError } from './endpoint.ts';
import { endpointPageQueryFn } from './page-endpoint.ts';
import { uploadToEndpoint } from './upload-endpoint.ts';

const streams = () => import('../../shared/contract/streams.ts');
const addStream = endpoint({
  method: 'POST',
  path: '/api/streams',
  request: () => streams().then((c) => c.createStreamRequestSchema),
  response: () => streams().then((c) => c.streamSchema),
});
const body = { youtubeUrl: 'https://youtu.be/Xy9_aB-3cD4', title: 'Field 1' };
const stream = {
  id: 3,
  youtubeUrl: body.youtubeUrl,
  title: body.title,
  videoId: 'Xy9_aB-3cD4',
  createdAt: '2025-05-03T09:00:00.000Z',
};

describe('calls built from the shared contract', () => {
  it('checks answers in tests: one outside the contract fails, naming the call and the field', async () => {
    expect(import.meta.env.MODE).toBe('test');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /api/streams': { status: 201, body: { ...stream, title: 42 } } });
    const call = callEndpoint(addStream, { body });
    await expect(call).rejects.toBeInstanceOf(ResponseContractError);
    await expect(call).rejects.toThrow('POST /api/streams answered outside its contract: title:');
    // Logged too, for the developer whose page only says it could not load.
    expect(logged).toHaveBeenCalledWith(expect.any(ResponseContractError));
  });

  it('hands back an answer inside the contract as it came', async () => {
    mockFetch({ 'POST /api/streams': { status: 201, body: stream } });
    await expect(callEndpoint(addStream, { body })).resolves.toEqual(stream);
  });

  it('keeps the API error of a refused call as it was', async () => {
    mockFetch({
      'POST /api/streams': { status: 400, body: { message: 'Please enter both URL and title' } },
    });
    const refused = await callEndpoint(addStream, { body }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(
      '400: {"message":"Please enter both URL and title"}',
    );
  });
});

const timeslots = () => import('../../shared/contract/timeslots.ts');
const listSlots = endpoint({
  method: 'GET',
  path: '/api/timeslots',
  response: () => timeslots().then((c) => c.timeslotListSchema),
});
const slot = {
  id: 4,
  startTime: '2031-05-03T09:00:00.000Z',
  endTime: '2031-05-03T09:20:00.000Z',
  room: null,
  isAvailable: true,
  teamId: null,
  team: null,
};
const queryContext = (queryKey: readonly unknown[]) =>
  ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  }) as const;

describe('queries and uploads built from the contract', () => {
  it('reads a GET from the query key, path and params, and checks its answer', async () => {
    const fetchMock = mockFetch({
      'GET /api/timeslots?date=2031-05-03': { status: 200, body: [slot] },
    });
    await expect(
      endpointQueryFn(listSlots)(
        queryContext(['/api/timeslots', { date: '2031-05-03', teamId: undefined }]),
      ),
    ).resolves.toEqual([slot]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('reads a page with its total from X-Total-Count, and refuses a page outside the contract', async () => {
    const page = endpointPageQueryFn(listSlots);
    const key = ['/api/timeslots', { limit: 1, offset: 0 }];
    mockFetch({
      'GET /api/timeslots?limit=1&offset=0': {
        status: 200,
        body: [slot],
        headers: { 'X-Total-Count': '12' },
      },
    });
    await expect(page(queryContext(key))).resolves.toEqual({ items: [slot], total: 12 });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { isAvailable: _left, ...partial } = slot;
    mockFetch({
      'GET /api/timeslots?limit=1&offset=0': {
        status: 200,
        body: [partial],
        headers: { 'X-Total-Count': '12' },
      },
    });
    await expect(page(queryContext(key))).rejects.toThrow(
      'GET /api/timeslots answered outside its contract: 0.isAvailable:',
    );
  });

  it('sends a CSV file as it is and checks what the import answers', async () => {
    const teams = () => import('../../shared/contract/teams.ts');
    const importTeams = endpoint({
      method: 'POST',
      path: '/api/teams/import',
      response: () => teams().then((c) => c.importedTeamsSchema),
    });
    const created = { created: [{ id: 9, name: 'New One', number: null, joinCode: 'ABCD-EFGH' }] };
    const fetchMock = mockFetch({ 'POST /api/teams/import': { status: 201, body: created } });
    const csv = { text: 'name\nNew One', contentType: 'text/csv; charset=utf-8' };
    await expect(uploadToEndpoint(importTeams, csv)).resolves.toEqual(created);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      body: 'name\nNew One',
    });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'POST /api/teams/import': {
        status: 201,
        body: { created: [{ id: 9, name: 'New One', joinCode: 'ABCD-EFGH' }] },
      },
    });
    await expect(uploadToEndpoint(importTeams, csv)).rejects.toThrow(
      'POST /api/teams/import answered outside its contract: created.0.number:',
    );
  });
});
