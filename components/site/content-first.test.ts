// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS_ELEMENT } from '@/lib/api/early-call-script';

// The gate is one per page load: each test loads the module afresh, as a new page would.
async function freshGate() {
  vi.resetModules();
  return import('./content-first');
}

/** Whether the promise has settled once pending callbacks have run (`ms` later). */
async function settled(promise: Promise<void>, ms = 0) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

/** Draws a content view that has settled (its data, empty or error state) into the page's div. */
async function drawSettledView(useContentShown: (settled: boolean) => void) {
  const View = () => {
    useContentShown(true);
    return null;
  };
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const root = createRoot(document.querySelector('div')!);
  await act(async () => root.render(createElement(View)));
  return root;
}

/** A little more than one frame of a 60 Hz screen: the fake clock paints a frame every 16 ms. */
const FRAME_MS = 20;

describe('the parts around a page wait for its content', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('a page without early calls has nothing to wait for', async () => {
    const { afterContent } = await freshGate();
    expect(await settled(afterContent())).toBe(true);
  });

  it('a page with early calls waits, and the first touch ends the wait', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script>`;
    const { afterContent } = await freshGate();
    const waiting = afterContent();
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(waiting)).toBe(true);
  });

  it('a key ends the wait as a touch does', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script>`;
    const { afterContent } = await freshGate();
    const waiting = afterContent();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(waiting)).toBe(true);
  });

  it('content that never settles keeps the parts waiting no longer than the limit', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script>`;
    const { afterContent, CONTENT_WAIT_LIMIT_MS } = await freshGate();
    const waiting = afterContent();
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_LIMIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('the content view ends the wait once its frame is painted, not before', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script><div></div>`;
    const { afterContent, useContentShown } = await freshGate();
    const waiting = afterContent();
    const View = ({ settled }: { settled: boolean }) => {
      useContentShown(settled);
      return null;
    };
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const root = createRoot(document.querySelector('div')!);
    await act(async () => root.render(createElement(View, { settled: false })));
    expect(await settled(waiting)).toBe(false);
    await act(async () => root.render(createElement(View, { settled: true })));
    // Still waiting in the task that drew the content: the parts must not come before its paint.
    expect(await settled(waiting)).toBe(false);
    expect(await settled(waiting, FRAME_MS)).toBe(true);
    await act(async () => root.unmount());
  });

  it('a hidden page paints no frame: its content view ends the wait at once', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script><div></div>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { afterContent, useContentShown } = await freshGate();
    const waiting = afterContent();
    const root = await drawSettledView(useContentShown);
    expect(await settled(waiting)).toBe(true);
    await act(async () => root.unmount());
    vi.restoreAllMocks();
  });

  it('content drawn before any part asked lets the parts load at once', async () => {
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script><div></div>`;
    const { afterContent, useContentShown } = await freshGate();
    const root = await drawSettledView(useContentShown);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await settled(afterContent())).toBe(true);
    await act(async () => root.unmount());
  });
});
