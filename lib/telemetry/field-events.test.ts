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

describe('a page that leaves by itself on a failure', () => {
  /** A fresh module whose reporting code has not loaded yet, in a build with a collector. */
  async function beforeReporting(collector = '/otlp') {
    vi.resetModules();
    vi.stubGlobal('window', new EventTarget());
    vi.stubEnv('PORTAL_TELEMETRY_URL', collector);
    return import('./field-events');
  }
  afterEach(() => vi.unstubAllEnvs());

  const settledAfter = async (wait: Promise<void>, ms: number) => {
    let settled = false;
    void wait.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('waits for the reporting code to take the failed sign-in, then goes', async () => {
    const events = await beforeReporting();
    events.noteFieldEvent({ name: 'sign_in_failed', detail: ['codeExchange', new Error('503')] });
    const wait = events.fieldEventsHandedOver();
    expect(await settledAfter(wait, 300)).toBe(false);
    const taken: FieldEvent[] = [];
    events.takeFieldEvents((event) => taken.push(event));
    expect(await settledAfter(wait, 0)).toBe(true);
    expect(taken.map((event) => event.name)).toEqual(['sign_in_failed']);
  });

  it('does not wait when the view reports nothing, and at most the limit when the code never comes', async () => {
    let events = await beforeReporting();
    const declined = events.fieldEventsHandedOver();
    events.declineFieldEvents();
    expect(await settledAfter(declined, 0)).toBe(true);
    expect(await settledAfter(events.fieldEventsHandedOver(), 0)).toBe(true);

    events = await beforeReporting('');
    expect(await settledAfter(events.fieldEventsHandedOver(), 0)).toBe(true);

    events = await beforeReporting();
    const wait = events.fieldEventsHandedOver();
    expect(await settledAfter(wait, events.HAND_OVER_LIMIT_MS - 1)).toBe(false);
    expect(await settledAfter(wait, 1)).toBe(true);
  });
});
