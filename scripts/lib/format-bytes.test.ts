import { describe, expect, it } from 'vitest';
import { formatBytes } from './cli';

describe('formatBytes', () => {
  it('prints whole bytes, also for an average such as bytes a page', () => {
    expect(formatBytes(477.85459693537643)).toBe('478 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MiB');
  });
});
