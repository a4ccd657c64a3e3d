import { describe, expect, it, vi } from 'vitest';
import { attachOutlet, onOutletWanted, outletWanted, toast } from './toast';

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
