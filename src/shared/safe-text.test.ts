import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextPath } from './safe-text.ts';

describe('unsafeTextPath', () => {
  it('finds nothing in empty and safe values', () => {
    for (const value of [
      undefined,
      null,
      7,
      true,
      '',
      'café 🤖',
      {},
      [],
      Object.create(null),
      { a: ['x', { b: 'y' }] },
    ]) {
      expect(unsafeTextPath(value)).toBeNull();
    }
  });

  it('names the first unsafe string by its path', () => {
    expect(unsafeTextPath('a\u0000b')).toBe('');
    expect(unsafeTextPath({ scene: { elements: [{ text: 'ok' }, { text: 'bad \ud800' }] } })).toBe(
      'scene.elements.1.text',
    );
    expect(unsafeTextPath(['ok', 'x\u0000'])).toBe('1');
  });

  it('checks keys, also of objects without a prototype (Fastify’s query)', () => {
    const query = Object.assign(Object.create(null) as Record<string, string>, {
      ['k\u0000']: 'v',
    });
    expect(unsafeTextPath(query)).toBe('(a key)');
    expect(unsafeTextPath({ outer: { ['\udc00']: 1 } })).toBe('outer.(a key)');
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toMatch(/^0(\.0)*$/);
  });

  it('takes a surrogate pair as one character, and a lone one as unsafe', () => {
    expect(isSafeText('🤖')).toBe(true);
    expect(isSafeText('\ud83e')).toBe(false);
  });
});
