import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module with a window whose page events the test fires. */
async function pageWithEvents() {
  const listeners = new Map<string, (event: { persisted?: boolean }) => void>();
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: { persisted?: boolean }) => void) =>
      listeners.set(type, listener),
  });
  const exit = await import('./page-exit');
  exit.watchPageExit();
  const fire = (type: string, event: { persisted?: boolean } = {}) => listeners.get(type)?.(event);
  return { exit, fire };
}

describe('page exit', () => {
  it('is leaving from pagehide on, and no longer once restored from the back-forward cache', async () => {
    const { exit, fire } = await pageWithEvents();
    expect(exit.pageLeaving()).toBe(false);
    fire('pagehide');
    expect(exit.pageLeaving()).toBe(true);
    fire('pageshow', { persisted: false });
    expect(exit.pageLeaving()).toBe(true);
    fire('pageshow', { persisted: true });
    expect(exit.pageLeaving()).toBe(false);
  });

  it('knows a page that only passes through', async () => {
    const { exit } = await pageWithEvents();
    expect(exit.isPassingThrough()).toBe(false);
    exit.markPassingThrough();
    expect(exit.isPassingThrough()).toBe(true);
  });
});
