import { describe, expect, it } from 'vitest';
import {
  createStreamRequestSchema,
  extractVideoId,
  STREAM_FIELDS_REQUIRED,
  STREAM_LINK_INVALID,
} from './streams.ts';

const ID = 'aB3_dE-6gH9';

describe('extractVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/live/${ID}?si=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])('finds the id in %s', (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it.each([
    '',
    'not a link',
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://youtu.be/watch/${ID}`,
    'https://www.youtube.com/watch?v=aB3_dE<6gH9',
    `https://www.youtube.com/watch?v=${ID} extra`,
  ])('refuses %s', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });
});

describe('createStreamRequestSchema', () => {
  it('needs both fields, with the spec wording', () => {
    for (const body of [
      {},
      { youtubeUrl: `https://youtu.be/${ID}` },
      { title: 'Finals', youtubeUrl: '   ' },
    ]) {
      const result = createStreamRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(STREAM_FIELDS_REQUIRED);
    }
  });

  it('refuses a link it cannot find a video id in', () => {
    const result = createStreamRequestSchema.safeParse({
      title: 'Finals',
      youtubeUrl: 'https://example.org/video',
    });
    expect(result.error?.issues[0]?.message).toBe(STREAM_LINK_INVALID);
  });

  it('trims what it accepts', () => {
    const result = createStreamRequestSchema.parse({
      title: '  Finals ',
      youtubeUrl: ` https://youtu.be/${ID} `,
    });
    expect(result).toEqual({ title: 'Finals', youtubeUrl: `https://youtu.be/${ID}` });
  });
});
