import { describe, expect, it, vi } from 'vitest';
import { goBack } from './go-back';

const tab = (length: number) => ({
  history: { length, back: vi.fn() } as unknown as History,
  location: { assign: vi.fn() } as unknown as Location,
});

describe('返回', () => {
  it('goes back in the tab when the tab has a page before this one', () => {
    const win = tab(3);
    goBack('/client/', win);
    expect(win.history.back).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('goes to the fallback (the home) when the tab opened on this page', () => {
    const win = tab(1);
    goBack('/client/', win);
    expect(win.history.back).not.toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledWith('/client/');
  });
});
