import { describe, expect, it, vi } from 'vitest';
import { afterToastsRead, attachOutlet, onOutletWanted, outletWanted, toast } from './toast';

describe('lazy toasts', () => {
  it('keeps toasts raised before the outlet, in order, and shows later ones at once', () => {
    const wanted = vi.fn();
    const stop = onOutletWanted(wanted);
    expect(outletWanted()).toBe(false);
    toast.error('网络异常');
    toast.success('保存成功');
    expect(wanted).toHaveBeenCalledTimes(2);
    expect(outletWanted()).toBe(true);

    const shown: string[] = [];
    const outlet = {
      success: (message: string) => shown.push(`success ${message}`),
      error: (message: string) => shown.push(`error ${message}`),
      warning: (message: string) => shown.push(`warning ${message}`),
    };
    const detach = attachOutlet(outlet);
    expect(shown).toEqual(['error 网络异常', 'success 保存成功']);
    toast.warning('不可输入禁止字符');
    expect(shown).toEqual(['error 网络异常', 'success 保存成功', 'warning 不可输入禁止字符']);
    detach();
    stop();
  });
});

describe('toasts shown before the page acts on them', () => {
  it('waits for the outlet before the reading time starts', async () => {
    vi.useFakeTimers();
    const action = vi.fn();
    toast.error('登录失败.');
    afterToastsRead(1500, action);
    // The toast library is still loading: however long that takes, the reading time has not begun.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(action).not.toHaveBeenCalled();

    const shown: string[] = [];
    const detach = attachOutlet({
      success: () => undefined,
      error: (message: string) => shown.push(message),
      warning: () => undefined,
    });
    expect(shown).toEqual(['登录失败.']);
    await vi.advanceTimersByTimeAsync(1499);
    expect(action).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(action).toHaveBeenCalledOnce();

    // With the outlet there, the reading time starts at once.
    afterToastsRead(1000, action);
    await vi.advanceTimersByTimeAsync(1000);
    expect(action).toHaveBeenCalledTimes(2);
    detach();
    vi.useRealTimers();
  });
});
