import { describe, expect, it } from 'vitest';
import './zod-config.js';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod-config', () => {
  it('sets jitless where zod reads its configuration', () => {
    expect(config().jitless).toBe(true);
  });

  it('leaves schemas working (parsing without the JIT)', () => {
    const schema = z.object({ id: z.number(), name: z.string().optional() });
    expect(schema.parse({ id: 1, extra: true })).toEqual({ id: 1 });
    expect(schema.safeParse({ id: '1' }).success).toBe(false);
  });
});
