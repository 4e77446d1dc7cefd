import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage, readJson, urlFromQueryKey } from './api.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    response.clone(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  it('formats errors as "status: body text" and parses the error body', async () => {
    const body = {
      message: 'Please enter a team name.',
      errors: [{ field: 'name', message: 'Please enter a team name.' }],
    };
    stubFetch(new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' }));

    const error = await apiFetch('POST', '/api/teams', {
      body: JSON.stringify({ name: '' }),
      contentType: 'application/json',
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = (await apiFetch('GET', '/api/teams').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toEqual({ message: 'Service Unavailable' });
  });

  it('keeps a non-JSON error body as the message', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiFetch('GET', '/api/teams').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway');
    expect(error.body.message).toBe('Bad gateway');
  });

  it('reads an empty object for 204 No Content, and the parsed JSON of a success', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(readJson(await apiFetch('POST', '/api/auth/logout'))).resolves.toEqual({});
    stubFetch(new Response(JSON.stringify([{ id: 1, name: 'Robo Raptors' }]), { status: 200 }));
    await expect(readJson(await apiFetch('GET', '/api/teams'))).resolves.toEqual([
      { id: 1, name: 'Robo Raptors' },
    ]);
  });

  it('sends cookies always, a body with its type only when given, and the Idempotency-Key', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiFetch('POST', '/api/auth/login', {
      body: '{"username":"a","password":"b"}',
      contentType: 'application/json',
    });
    await apiFetch('DELETE', '/api/interviews/3');
    await apiFetch('POST', '/api/teams/import', {
      body: 'name\nRobo Raptors',
      contentType: 'text/csv; charset=utf-8',
    });
    await apiFetch('POST', '/api/messages', {
      body: '{"content":"Hi"}',
      contentType: 'application/json',
      idempotencyKey: 'k-1',
    });

    const [withData, withoutData, withText, withKey] = fetchMock.mock.calls.map((call) => call[1]);
    expect(withData).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"a","password":"b"}',
    });
    expect(withoutData).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(withoutData?.body).toBeUndefined();
    expect(withText).toMatchObject({
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      body: 'name\nRobo Raptors',
    });
    expect(withKey?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
  });
});

describe('urlFromQueryKey', () => {
  it('leaves a bare path alone and appends to an existing query', () => {
    expect(urlFromQueryKey(['/api/teams'])).toBe('/api/teams');
    expect(urlFromQueryKey(['/api/teams?registeredOnly=true', { page: 2 }])).toBe(
      '/api/teams?registeredOnly=true&page=2',
    );
    expect(urlFromQueryKey(['/api/teams', {}])).toBe('/api/teams');
  });
});

describe('errorMessage in the chosen language (decision 191)', () => {
  const refused = () =>
    new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Please select both teams', code: 'messages.chooseTeams' }),
    );

  it('shows the server’s English in English and the code’s translation in Spanish', async () => {
    const { default: i18next } = await import('i18next');
    expect(errorMessage(refused(), 'fallback')).toBe('Please select both teams');
    await i18next.changeLanguage('es');
    try {
      expect(errorMessage(refused(), 'fallback')).toBe('Selecciona ambos equipos');
      const uncoded = new ApiError(
        400,
        'Bad Request',
        JSON.stringify({ message: 'Must be a whole number', code: 'http.400' }),
      );
      expect(errorMessage(uncoded, 'fallback')).toBe('Must be a whole number');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('puts back the values a message was built with (decision 201)', async () => {
    const { default: i18next } = await import('i18next');
    const clash = new ApiError(
      409,
      'Conflict',
      JSON.stringify({
        message: 'Clashes with your match Q12 at 10:40',
        code: 'clash.match',
        params: { 0: 'Q12', 1: '10:40' },
      }),
    );
    expect(errorMessage(clash, 'fallback')).toBe('Clashes with your match Q12 at 10:40');
    await i18next.changeLanguage('es');
    try {
      expect(errorMessage(clash, 'fallback')).toBe('Coincide con tu partido Q12 a las 10:40');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
