import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_STREAMS, STREAM_LINK_INVALID } from '../../shared/contract/streams.ts';
import LiveStreamPage from './live-stream.tsx';
import { adminSession, mockFetch, renderWithProviders, teamSession } from '../test/render.tsx';

const stream = {
  id: 1,
  title: 'Main Field',
  videoId: 'Xy9_aB-3cD4',
  youtubeUrl: 'https://www.youtube.com/watch?v=Xy9_aB-3cD4',
  createdAt: '2025-05-03T09:00:00.000Z',
};

describe('the live stream page', () => {
  it('plays each stream in the privacy-enhanced player with its title', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/streams': { status: 200, body: [stream] },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    const player = await screen.findByTitle('Main Field');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Xy9_aB-3cD4');
    expect(screen.getByText('Main Field', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('Manage Live Stream')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says when there is no stream', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/streams': { status: 200, body: [] },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    expect(await screen.findByText(NO_STREAMS)).toBeInTheDocument();
  });
});

describe('Manage Live Stream (administrators)', () => {
  it('asks for both fields with the spec wording', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/streams': { status: 200, body: [] },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Stream' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter both URL and title').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('explains a link without a video id before sending it', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/streams': { status: 200, body: [] },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    await userEvent.type(await screen.findByLabelText('Stream Title'), 'Finals');
    await userEvent.type(screen.getByLabelText('YouTube URL'), 'https://example.org/video');
    await userEvent.click(screen.getByRole('button', { name: 'Add Stream' }));
    expect(await screen.findByText(STREAM_LINK_INVALID)).toBeInTheDocument();
  });

  it('adds a stream, confirms it and clears the form', async () => {
    let streams: (typeof stream)[] = [];
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/streams': () => ({ status: 200, body: streams }),
      'POST /api/streams': () => {
        streams = [stream];
        return { status: 201, body: stream };
      },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    const title = await screen.findByLabelText('Stream Title');
    await userEvent.type(title, 'Main Field');
    await userEvent.type(screen.getByLabelText('YouTube URL'), 'https://youtu.be/Xy9_aB-3cD4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Stream' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Stream added successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Main Field',
      youtubeUrl: 'https://youtu.be/Xy9_aB-3cD4',
    });
    await waitFor(() => expect(title).toHaveValue(''));
    expect(await screen.findByTitle('Main Field')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Xy9_aB-3cD4',
    );
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/streams': { status: 200, body: [] },
      'POST /api/streams': { status: 403, body: { message: 'Administrator access is required' } },
    });
    renderWithProviders(<LiveStreamPage />, { path: '/live-stream' });
    await userEvent.type(await screen.findByLabelText('Stream Title'), 'Main Field');
    await userEvent.type(screen.getByLabelText('YouTube URL'), 'https://youtu.be/Xy9_aB-3cD4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Stream' }));
    expect(await screen.findByText('Administrator access is required')).toBeInTheDocument();
  });
});
