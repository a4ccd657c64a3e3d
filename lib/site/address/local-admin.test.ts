import { describe, expect, it } from 'vitest';
import { adminLoginUrl } from './external-urls';
import { localAdminLoginUrl } from './local-admin';

const deployed = { ADMIN: '/admin', ADMIN_LOCAL: '' };
const assets = { WebBusinessType: 'Assets' } as const;
const inventory = { WebBusinessType: 'inventory' } as const;

describe('admin login (SPEC §2)', () => {
  it('is the admin app on the same origin, with ?ext=2 on inventory', () => {
    expect(localAdminLoginUrl(assets, 'https://www.p.example', deployed)).toBe('/admin/#/login');
    expect(localAdminLoginUrl(inventory, 'https://www.p.example', deployed)).toBe('/admin/#/login?ext=2');
  });

  it('is the deployed address in the markup, written before the origin is known', () => {
    expect(adminLoginUrl(assets, '/admin')).toBe('/admin/#/login');
    expect(adminLoginUrl(inventory, '/admin')).toBe('/admin/#/login?ext=2');
  });

  it('is port 60001 of the page host on a local origin without a configured address', () => {
    expect(localAdminLoginUrl(assets, 'http://localhost:3000', deployed)).toBe(
      'http://localhost:60001/#/login',
    );
    expect(localAdminLoginUrl(inventory, 'http://192.168.3.7:8080', deployed)).toBe(
      'http://192.168.3.7:60001/#/login?ext=2',
    );
  });

  it('uses the configured local address on a local origin', () => {
    const sandbox = { ADMIN: '/admin', ADMIN_LOCAL: '/admin' };
    expect(localAdminLoginUrl(inventory, 'http://127.0.0.1:3000', sandbox)).toBe(
      'http://127.0.0.1:3000/admin/#/login?ext=2',
    );
    const elsewhere = { ADMIN: '/admin', ADMIN_LOCAL: 'http://10.0.0.5:9000/admin' };
    expect(localAdminLoginUrl(assets, 'http://localhost:3000', elsewhere)).toBe(
      'http://10.0.0.5:9000/admin/#/login',
    );
  });

  it('never sends a non-local http origin to port 60001', () => {
    expect(localAdminLoginUrl(assets, 'http://portal.p.example', deployed)).toBe('/admin/#/login');
  });
});
