import { describe, expect, it } from 'vitest';
import { addresses } from '@/lib/site/address/addresses';
import { callUrl } from './transport';

describe('the address of a call (SPEC §7 configured base addresses)', () => {
  const origin = 'https://p.example';

  it('puts each base under its configured address, or the page origin', () => {
    expect(addresses.TRADING_API).toBe('/tradingapi');
    expect(callUrl({ base: 'API', path: '/api/A' }, origin)).toBe('https://p.example/baseapi/api/A');
    expect(callUrl({ base: 'GATEWAY', path: '/x/B' }, origin)).toBe('https://p.example/gatewayapi/x/B');
    expect(callUrl({ base: 'TRADING_API', path: '/api/C' }, origin)).toBe(
      'https://p.example/tradingapi/api/C',
    );
    expect(callUrl({ base: 'ORIGIN', path: '/api/D' }, origin, { a: '1' })).toBe(
      'https://p.example/api/D?a=1',
    );
  });
});
