import { describe, expect, it } from 'vitest';
import { isLocalOrigin } from './local-origin';

describe('local origin (SPEC §2 local admin, §7 local or private-network addresses)', () => {
  it.each([
    'http://localhost:3000',
    'http://portal.localhost',
    'http://127.0.0.1:3300',
    'http://[::1]:3000',
    'http://10.1.2.3',
    'http://172.16.0.9:8080',
    'http://172.31.255.1',
    'http://192.168.1.20',
  ])('counts %s as local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true);
  });

  it.each([
    'https://localhost:3000',
    'https://192.168.1.20',
    'http://172.32.0.1',
    'http://11.0.0.1',
    'http://portal.hnsggzy.example',
    'not a url',
  ])('does not count %s as local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false);
  });
});
