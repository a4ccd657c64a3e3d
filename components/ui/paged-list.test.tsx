import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { LoadState, type LoadQuery } from './load-state';
import { PagedList } from './paged-list';
import { renderMarkup, renderText } from './ui.test-helpers';

type Page = { Items: string[]; Total: number };
const query = (over: Partial<LoadQuery<Page>>): LoadQuery<Page> => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  mutate: () => undefined,
  ...over,
});
const rows = (data: Page) => (
  <ul>
    {data.Items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);
const list = (q: LoadQuery<Page>, look: 'page' | 'panel' = 'page') => (
  <PagedList query={q} page={2} pageSize={10} onPage={() => undefined} look={look}>
    {rows}
  </PagedList>
);

describe('LoadState and PagedList', () => {
  it('says it is loading, and a retry after a failure reads as loading again', () => {
    expect(renderMarkup(list(query({ isLoading: true })))).toContain('data-testid="portal-loading"');
    expect(renderText(list(query({ isLoading: true, error: new Error('x') })))).toBe('正在加载…');
    expect(renderText(list(query({ isLoading: true }), 'panel'))).toBe('正在加载…');
  });

  it('names the failure in Chinese with a way to load again, in each look', () => {
    const failed = query({ error: new ApiError('serverStatus', null, { status: 500 }) });
    expect(renderText(list(failed))).toBe('服务器异常:500 重试');
    expect(renderMarkup(list(failed))).toContain('data-testid="portal-error"');
    expect(renderText(list(failed, 'panel'))).toBe('加载失败：服务器异常:500 重试');
    expect(renderText(list(query({ error: new Error('boom') })))).toBe('数据加载失败，请稍后重试 重试');
  });

  it('an empty portal page says 暂无数据 without a pager; a user-centre page keeps its rows', () => {
    const empty = query({ data: { Items: [], Total: 0 } });
    expect(renderText(list(empty))).toBe('暂无数据');
    expect(renderMarkup(list(empty))).not.toContain('data-testid="pager"');
    expect(renderText(list(empty, 'panel'))).toBe('');
  });

  it('shows the rows; the pager under them loads in the browser (pager.test.tsx)', () => {
    expect(renderText(list(query({ data: { Items: ['甲', '乙'], Total: 25 } })))).toBe('甲 乙');
  });

  it('without children it only stands in for the data', () => {
    expect(renderMarkup(<LoadState query={query({ data: { Items: ['甲'], Total: 1 } })} />)).toBe('');
  });
});
