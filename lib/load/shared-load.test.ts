import { describe, expect, it, vi } from 'vitest';
import { sharedLoad } from './shared-load';

describe('a part loaded once for the whole page', () => {
  it('loads once, however many ask', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const shared = sharedLoad(load);
    expect(await Promise.all([shared(), shared()])).toEqual(['part', 'part']);
    expect(await shared()).toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed (offline, a new release)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('part');
    const shared = sharedLoad(load);
    await expect(shared()).rejects.toThrow('offline');
    expect(await shared()).toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
