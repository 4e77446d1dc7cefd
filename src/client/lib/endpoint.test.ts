import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { ApiError } from './api.ts';
import { callEndpoint, endpoint, ResponseContractError } from './endpoint.ts';

const streams = () => import('../../shared/contract/streams.ts');
const addStream = endpoint({
  method: 'POST',
  path: '/api/streams',
  request: () => streams().then((c) => c.createStreamRequestSchema),
  response: () => streams().then((c) => c.streamSchema),
});
const body = { youtubeUrl: 'https://youtu.be/Xy9_aB-3cD4', title: 'Field 1' };
const stream = { id: 3, youtubeUrl: body.youtubeUrl, title: body.title, videoId: 'Xy9_aB-3cD4', createdAt: '2025-05-03T09:00:00.000Z' };

describe('calls built from the shared contract', () => {
  it('checks answers in tests: one outside the contract fails, naming the call and the field', async () => {
    expect(import.meta.env.MODE).toBe('test');
    mockFetch({ 'POST /api/streams': { status: 201, body: { ...stream, title: 42 } } });
    const call = callEndpoint(addStream, { body });
    await expect(call).rejects.toBeInstanceOf(ResponseContractError);
    await expect(call).rejects.toThrow('POST /api/streams answered outside its contract: title:');
  });

  it('hands back an answer inside the contract as it came', async () => {
    mockFetch({ 'POST /api/streams': { status: 201, body: stream } });
    await expect(callEndpoint(addStream, { body })).resolves.toEqual(stream);
  });

  it('keeps the API error of a refused call as it was', async () => {
    mockFetch({ 'POST /api/streams': { status: 400, body: { message: 'Please enter both URL and title' } } });
    const refused = await callEndpoint(addStream, { body }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('400: {"message":"Please enter both URL and title"}');
  });
});
