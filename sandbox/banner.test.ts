import { describe, expect, it } from 'vitest';
import { readyBanner, startBanner } from './banner';

describe('the sandbox start banner', () => {
  it('names the portal address, the demo password and the phone verification code', () => {
    const banner = startBanner('http://127.0.0.1:3000', { key: 'the-key-of-this-run', port: 3000 });
    expect(banner).toContain('http://127.0.0.1:3000/client/');
    expect(banner).toContain('Demo@1234');
    expect(banner).toMatch(/验证码.*123456/);
  });

  it("prints the key of this run's test hooks and the file that holds it", () => {
    const banner = startBanner('http://127.0.0.1:3000', { key: 'the-key-of-this-run', port: 3000 });
    expect(banner).toMatch(/x-sandbox-key: the-key-of-this-run/);
    expect(banner).toContain('.sandbox/hooks/3000.key');
  });
});

describe('the banner of npm start', () => {
  const banner = readyBanner({
    origin: 'http://127.0.0.1:3000',
    dbPath: '.sandbox/db.sqlite',
    ms: 812,
    hook: { key: 'k3y', port: 3000 },
  });

  it('names every address, the demo accounts and their password', () => {
    expect(banner).toContain('http://127.0.0.1:3000/client/');
    expect(banner).toContain('http://127.0.0.1:3000/adfs/.well-known/openid-configuration');
    expect(banner).toContain('.sandbox/db.sqlite');
    expect(banner).toContain('Demo@1234');
    expect(banner).toMatch(/^\s+buyer\s/m);
    expect(banner).toContain('k3y');
  });

  it('gives the verification code a tester types in 绑定手机 and 绑定邮箱', () => {
    expect(banner).toMatch(/验证码.*123456/);
  });
});
