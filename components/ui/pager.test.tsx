import { describe, expect, it } from 'vitest';
import { Pager, pageCount } from './pager';
import { renderMarkup, renderText } from './ui.test-helpers';

const pager = (page: number, total: number, look: 'page' | 'panel' = 'page') => (
  <Pager page={page} pageSize={10} total={total} onPage={() => undefined} look={look} />
);

describe('the pager', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('says the position in words, as its label too', () => {
    expect(renderText(pager(2, 25))).toBe('上一页 第 2 / 3 页，共 25 条 下一页');
    const html = renderMarkup(pager(2, 25));
    expect(html).toContain('aria-label="第 2 / 3 页，共 25 条"');
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>上一页/);
  });

  it('the last page cannot go further', () => {
    expect(renderMarkup(pager(3, 21))).toMatch(/<button[^>]*disabled=""[^>]*>下一页/);
  });

  it('under a user-centre table it reads the position first, an empty list included', () => {
    expect(renderText(pager(2, 0, 'panel'))).toBe('第 2 / 1 页，共 0 条 上一页 下一页');
  });
});
