// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** The inline style each element of the sanitised HTML still has, in document order. */
function stylesAfter(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return [...template.content.querySelectorAll('*')].map((element) => element.getAttribute('style') ?? '');
}

describe('centre HTML cannot lay a fake page over the portal (issue 20 item 5)', () => {
  it.each([
    // A custom property carries `fixed` past a filter that reads `position:` literally.
    '--p:fixed;position:var(--p);top:0;left:0;width:100%;height:100%;background:#fff',
    'position:relative;top:-400px;height:900px;background:#fff',
    'transform:translateY(-400px);background:#fff',
    'margin-top:-400px;background:#fff',
    'position:absolute;top:0;left:0;right:0;bottom:0',
  ])('an announcement box styled %s stays in its place', (style) => {
    const [box] = stylesAfter(`<div style="${style}"><p>会话已过期，请重新登录</p></div>`);
    expect(box).not.toMatch(/position|top|transform|translate|var\(|--|-\d/);
  });

  it('drops data attributes: the portal style sheets position elements by them', () => {
    const clean = sanitizeHtml('<ol data-sonner-toaster="" data-y-position="top"><li>验证码已发送</li></ol>');
    expect(clean).toBe('<ol><li>验证码已发送</li></ol>');
  });

  it('keeps tables, bold, colours and alignment as written', () => {
    const html =
      '<table style="width:100%;border-collapse:collapse"><tbody><tr>' +
      '<td style="text-align:center;border:1px solid #999"><strong>起始价</strong></td>' +
      '<td style="color:#c00;font-weight:bold">120 万元</td></tr></tbody></table>' +
      '<p style="text-align:right"><span style="color:red">特此公告</span></p>';
    expect(stylesAfter(html).filter(Boolean)).toEqual([
      'width: 100%; border-collapse: collapse',
      'text-align: center; border: 1px solid #999',
      'color: #c00; font-weight: bold',
      'text-align: right',
      'color: red',
    ]);
    expect(sanitizeHtml(html)).toContain('<strong>起始价</strong>');
  });
});
