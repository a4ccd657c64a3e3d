import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { FieldEvent } from './field-events';

/** A fresh copy of the module in a window that can fire `pagehide` and `pageshow`. */
async function freshPage() {
  vi.resetModules();
  const page = new EventTarget();
  vi.stubGlobal('window', page);
  const events = await import('./field-events');
  const taken: FieldEvent[] = [];
  events.takeFieldEvents((event) => taken.push(event));
  const failed = (call: string, error: ApiError) =>
    events.noteFieldEvent({ name: 'call_failed', detail: [call, error, 29] });
  return { page, events, taken, failed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the calls a page reports as failed', () => {
  it('counts one that got no answer while the page stays in use', async () => {
    const { taken, failed } = await freshPage();
    failed('sidebarConfig', new ApiError('network'));
    failed('getAnncDetail', new ApiError('invalidAnswer'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(taken.map((event) => (event.detail as unknown[])[0])).toEqual(['sidebarConfig', 'getAnncDetail']);
  });

  it('leaves out the ones leaving the page cut, before or after pagehide, and keeps the answers that came', async () => {
    const { page, events, taken, failed } = await freshPage();
    failed('sidebarConfig', new ApiError('network'));
    page.dispatchEvent(new Event('pagehide'));
    failed('findByAppUrl', new ApiError('invalidAnswer'));
    failed('queryAnncList', new ApiError('serverStatus', null, { status: 500 }));
    events.noteFieldEvent({ name: 'error', detail: new Error('thrown while leaving') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(taken.map((event) => event.detail)).toEqual([
      ['queryAnncList', expect.objectContaining({ key: 'serverStatus' }), 29],
      expect.objectContaining({ message: 'thrown while leaving' }),
    ]);
  });

  it('counts them again once the page comes back from the back/forward cache', async () => {
    const { page, taken, failed } = await freshPage();
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('pageshow'));
    failed('sidebarConfig', new ApiError('network'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(taken).toHaveLength(1);
  });
});
