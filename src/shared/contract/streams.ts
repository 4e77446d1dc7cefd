import { z } from 'zod';
import { STREAMS } from '../constants.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Spec section 5 "Stream add": both fields required, with this wording. */
/** A stream's link and title, at most this many characters. */
export const STREAM_LIMITS = { linkMax: 500, titleMax: 120 } as const;

export const STREAM_FIELDS_REQUIRED = 'Please enter both URL and title';
export const STREAM_LINK_INVALID =
  'Please enter a YouTube video link (watch, youtu.be, live, embed or shorts) with an 11-character video id';
export const STREAM_ADDED = 'Stream added successfully';
export const NO_STREAMS = 'No live stream is currently available';
/** What the streams' routes refuse with, by code (`streams.<key>`). */
export const STREAM_ERRORS = {
  linkInvalid: STREAM_LINK_INVALID,
  notFound: 'Stream not found',
} as const;

/** The privacy-enhanced player; the page CSP allows exactly this frame origin. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The video host's own domains. Any other host is refused, whatever its path looks like. */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

export const VIDEO_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${STREAMS.videoIdLength}}$`);
const PATH_FORMS = new Set(['live', 'embed', 'shorts']);

/**
 * The 11-character video id in a video link, or null. Understands
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/live/ID, /embed/ID and /shorts/ID, with or
 * without the scheme; nothing else.
 */
export function extractVideoId(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!VIDEO_HOSTS.has(host)) return null;

  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host.endsWith('youtu.be')) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (segments.length === 1 && segments[0] === 'watch') {
    candidate = url.searchParams.get('v');
  } else if (segments.length === 2 && PATH_FORMS.has(segments[0]!)) {
    candidate = segments[1];
  }
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
}

/** The player address for a video id. */
export const embedUrl = (videoId: string) => `${VIDEO_EMBED_ORIGIN}/embed/${videoId}`;

/** The link a stream is stored with: the host's plain watch address, without tracking parameters. */
export const canonicalWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

const required = z.string({ error: STREAM_FIELDS_REQUIRED }).trim().min(1, STREAM_FIELDS_REQUIRED);

/** POST /api/streams (spec section 7): youtubeUrl, title. */
export const createStreamRequestSchema = z.object({
  youtubeUrl: required
    .max(STREAM_LIMITS.linkMax, { error: 'That link is too long', abort: true })
    .refine((link) => extractVideoId(link) !== null, STREAM_LINK_INVALID),
  title: required
    .max(STREAM_LIMITS.titleMax, {
      error: `Stream titles can be at most ${STREAM_LIMITS.titleMax} characters`,
      abort: true,
    })
    .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
});

/** Spec section 3 "Stream" (id, youtubeUrl, title) plus the extracted video id. */
export const streamSchema = z.object({
  id: z.number().int(),
  youtubeUrl: z.string(),
  title: z.string(),
  videoId: z.string(),
  createdAt: z.string(),
});

export const streamListSchema = z.array(streamSchema);

export type CreateStreamRequest = z.infer<typeof createStreamRequestSchema>;
export type Stream = z.infer<typeof streamSchema>;
