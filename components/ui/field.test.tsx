import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { SubmitRow } from './submit-row';
import { renderMarkup, renderText } from './ui.test-helpers';

const form = (errors: Record<string, string> = {}) => ({
  values: { Mobile: '138', Code: '' },
  errors,
  set: () => undefined,
});

describe('form fields and the submit row', () => {
  it('a text field is labelled, holds its value and carries the field name', () => {
    const html = renderMarkup(<TextField form={form()} name="Mobile" label="手机号码" inputMode="tel" />);
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<input[^>]*name="Mobile"[^>]*value="138"/);
    expect(html).toMatch(/inputmode="tel"/i);
    expect(html).not.toContain('aria-invalid');
  });

  it('an error key reads in Chinese under the field, and the form error wins over an outside one', () => {
    const keyed = renderMarkup(
      <TextField form={form({ Mobile: 'mobile' })} name="Mobile" label="手机号码" error="email" />,
    );
    expect(keyed).toContain('aria-invalid="true"');
    expect(keyed).toMatch(/role="alert"[^>]*>请输入正确的手机号码</);
    const outside = renderText(<TextField form={form()} name="Code" label="验证码" error="原样显示" />);
    expect(outside).toBe('验证码 原样显示');
  });

  it('the submit row says 提交, 保存 or 提交中… and keeps the buttons beside it', () => {
    expect(renderText(<SubmitRow busy={false} />)).toBe('提交');
    expect(renderText(<SubmitRow busy={false} label="save" />)).toBe('保存');
    expect(renderMarkup(<SubmitRow busy />)).toMatch(/disabled=""[^>]*>提交中…</);
    expect(renderText(<SubmitRow busy={false}>{<button type="button">取消</button>}</SubmitRow>)).toBe(
      '提交 取消',
    );
  });
});
