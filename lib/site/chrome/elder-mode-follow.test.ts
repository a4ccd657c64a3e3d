// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELDER_MODE_ATTRIBUTE } from './elder-mode-key';

const checkLoads = { count: 0 };

// Each test is a new page: the module keeps the page's choice in memory, and loads the check anew.
async function freshPage() {
  vi.resetModules();
  vi.doMock('./elder-mode-value', async (importOriginal) => {
    checkLoads.count += 1;
    return importOriginal();
  });
  return import('./elder-mode');
}

async function follow(stored: string | null) {
  const mode = await freshPage();
  if (stored !== null) localStorage.setItem(mode.ELDER_MODE_KEY, stored);
  const listener = vi.fn();
  const stop = mode.subscribeElderMode(listener);
  await vi.waitFor(() => expect(listener).toHaveBeenCalled());
  stop();
  return {
    on: mode.readElderMode(),
    marked: document.documentElement.hasAttribute(mode.ELDER_MODE_ATTRIBUTE),
  };
}

describe('a page follows the 长者模式 stored on the device', () => {
  beforeEach(() => {
    checkLoads.count = 0;
    localStorage.clear();
  });
  afterEach(() => {
    document.documentElement.removeAttribute(ELDER_MODE_ATTRIBUTE);
    vi.doUnmock('./elder-mode-value');
    vi.restoreAllMocks();
  });

  it('a device that never chose is off, and its page loads no check', async () => {
    expect(await follow(null)).toEqual({ on: false, marked: false });
    expect(checkLoads.count).toBe(0);
  });

  it('a stored choice is read through its check', async () => {
    expect(await follow('on')).toEqual({ on: true, marked: true });
    expect(checkLoads.count).toBe(1);
  });

  it('a stored value that is not the exact word is off', async () => {
    expect(await follow('ON')).toEqual({ on: false, marked: false });
    expect(checkLoads.count).toBe(1);
  });

  it('a storage that refuses the read leaves the page off, and its subscriber unharmed', async () => {
    const mode = await freshPage();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const listener = vi.fn();
    const stop = mode.subscribeElderMode(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    stop();
    vi.restoreAllMocks();
    expect(mode.readElderMode()).toBe(false);
    expect(checkLoads.count).toBe(0);
  });

  it('a tap made while the stored choice is being checked is not undone when the check answers', async () => {
    const mode = await freshPage();
    localStorage.setItem(mode.ELDER_MODE_KEY, 'on');
    document.documentElement.setAttribute(ELDER_MODE_ATTRIBUTE, '');
    const listener = vi.fn();
    const stop = mode.subscribeElderMode(listener);
    // The visitor turns the look off before the check's chunk has come.
    mode.setElderMode(false);
    await vi.waitFor(() => expect(checkLoads.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(mode.readElderMode()).toBe(false);
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(ELDER_MODE_ATTRIBUTE)).toBe(false));
    expect(localStorage.getItem(mode.ELDER_MODE_KEY)).toBeNull();
  });
  it('a tap shows on the switch first and gives the page its look in a later frame, the last of several taps winning', async () => {
    const mode = await freshPage();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    mode.setElderMode(true);
    expect(mode.readElderMode()).toBe(true);
    expect(document.documentElement.hasAttribute(ELDER_MODE_ATTRIBUTE)).toBe(false);
    mode.setElderMode(false);
    mode.setElderMode(true);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(ELDER_MODE_ATTRIBUTE)).toBe(true));
    expect(localStorage.getItem(mode.ELDER_MODE_KEY)).toBe('on');
  });
});
