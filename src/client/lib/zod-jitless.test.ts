import { describe, expect, it, vi } from 'vitest';

describe('zod without code generation in the browser', () => {
  it('is set before zod loads, and zod parses without new Function', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({
      a: 'x',
      b: 1,
    });
    expect(compile).not.toHaveBeenCalled();
  });
});
