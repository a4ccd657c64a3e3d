'use client';

import type { ReactNode } from 'react';
import { clientPart } from './client-part';
import { LoadState, type LoadLook, type LoadQuery } from './load-state';
import { noticeOnFailure } from './part-failed';

// Under the rows, below a phone's first screen: its code loads beside the first answer rather than
// before the page hydrates.
const Pager = clientPart(() => noticeOnFailure(import('./pager').then((module) => module.Pager)));

type Page = { Items: readonly unknown[]; Total: number };

type Props<P extends Page> = {
  query: LoadQuery<P>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /**
   * `page` (portal): an empty page reads 暂无数据 and has no pager. `panel` (user centre): the rows
   * say "empty" in their own words and the pager stays.
   */
  look?: LoadLook;
  children: (data: P) => ReactNode;
};

/** One page of a paged list: loading, failure or empty in words, else the rows and the pager. */
export function PagedList<P extends Page>({
  query,
  page,
  pageSize,
  onPage,
  look = 'page',
  children,
}: Props<P>) {
  return (
    <LoadState
      query={query}
      look={look}
      isEmpty={look === 'page' ? (data) => data.Items.length === 0 : undefined}
    >
      {(data) => (
        <>
          {children(data)}
          <Pager page={page} pageSize={pageSize} total={data.Total} onPage={onPage} look={look} />
        </>
      )}
    </LoadState>
  );
}
