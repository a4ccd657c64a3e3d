import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { anyPath, createDispatcher, under, type Row } from './dispatch';

function request(method: string, path: string) {
  return [{ method } as IncomingMessage, {} as ServerResponse, new URL(path, 'http://sandbox')] as const;
}

describe('the sandbox dispatcher', () => {
  it('gives a request to the first row whose method and path match', async () => {
    const answered: string[] = [];
    const row = (name: string, method: Row['method'], path: Row['path']): Row => ({
      method,
      path,
      handle: () => void answered.push(name),
    });
    const dispatch = createDispatcher([
      row('hook', '*', '/__sandbox/faults'),
      row('media', ['GET', 'HEAD'], under('/attachment/')),
      row('rest', '*', anyPath),
    ]);
    await dispatch(...request('DELETE', '/__sandbox/faults'));
    await dispatch(...request('HEAD', '/attachment/media/photo/a.jpg'));
    await dispatch(...request('POST', '/attachment/media/photo/a.jpg'));
    await dispatch(...request('GET', '/__sandbox/faults/more'));
    expect(answered).toEqual(['hook', 'media', 'rest', 'rest']);
  });

  it('passes a request on when a row declines it, and says when none answered', async () => {
    const dispatch = createDispatcher([{ method: '*', path: anyPath, handle: () => false }]);
    expect(await dispatch(...request('GET', '/'))).toBe(false);
    const second = createDispatcher([
      { method: '*', path: anyPath, handle: async () => false },
      { method: 'GET', path: '/', handle: () => true },
    ]);
    expect(await second(...request('GET', '/'))).toBe(true);
  });

  it('matches a mount with or without its last slash, in any case when asked', () => {
    const bid = under('/bid/', { bare: true, ignoreCase: true });
    expect(['/bid', '/BID/', '/bid/x'].map((path) => bid.test(path))).toEqual([true, true, true]);
    expect(['/bidding', '/x/bid/'].map((path) => bid.test(path))).toEqual([false, false]);
    expect(under('/adfs', { bare: true }).test('/adfs')).toBe(true);
    expect(under('/attachment/').test('/attachment')).toBe(false);
  });
});
