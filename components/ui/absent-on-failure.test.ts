import { describe, expect, it } from 'vitest';
import { absentOnFailure } from './absent-on-failure';

function QuickPanel() {
  return 'panel';
}

describe('absentOnFailure', () => {
  it('passes a part that loaded through unchanged', async () => {
    expect(await absentOnFailure(Promise.resolve(QuickPanel))).toBe(QuickPanel);
  });

  it('gives a part whose code did not arrive as one that draws nothing, instead of failing', async () => {
    const chunkFailed = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    const Part = await absentOnFailure<object>(Promise.reject(chunkFailed));
    expect(Part).not.toBe(QuickPanel);
    expect((Part as () => unknown)()).toBeNull();
  });
});
