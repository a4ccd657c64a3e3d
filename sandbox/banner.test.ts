import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';

describe('the sandbox start banner', () => {
  it('names the portal address, the demo password and the phone verification code', () => {
    const banner = startBanner('http://127.0.0.1:3000');
    expect(banner).toContain('http://127.0.0.1:3000/client/');
    expect(banner).toContain('Demo@1234');
    expect(banner).toMatch(/验证码.*123456/);
  });
});
