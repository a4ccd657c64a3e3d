import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { isLazySchema, lazySchema } from './lazy-schema';

describe('a form schema that loads with the form', () => {
  it('loads once, however often the form asks', async () => {
    const schema = z.object({ Name: z.string() });
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazySchema(load);
    expect(await lazy.load()).toBe(schema);
    expect(await lazy.load()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed (offline, a new release)', async () => {
    const schema = z.string();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const lazy = lazySchema(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(await lazy.load()).toBe(schema);
  });

  it('is told apart from a schema at hand', () => {
    expect(isLazySchema(lazySchema(() => Promise.resolve(z.string())))).toBe(true);
    expect(isLazySchema(z.object({ load: z.string() }))).toBe(false);
  });
});
