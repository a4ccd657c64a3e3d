'use client';

import { useState, useSyncExternalStore } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { anncStates, type AnncKind, type AnncState } from '@/lib/contract/announcement-values';
import { useCall } from '@/lib/api/use-call';
import { useContentShown } from '@/components/site/content-first';
import { anncListRequest, LIST_PAGE_SIZE } from '@/lib/portal/list-query';
import { findRegion } from '@/lib/portal/regions';
import { filtersHeld } from '@/lib/portal/filters-held';
import { defaultSearchName } from '@/lib/portal/saved-search-name';
import { href } from '@/lib/site/navigation/paths';
import type { ListRecordRoute, LotDetailRoute } from '@/sites/record-routes';
import { useSite } from '@/lib/site/site-context';
import { AnncCardGrid } from './annc-card-grid';
import { AnncRows } from './annc-rows';
import { usePhoneScreen } from './use-wide-screen';
import { useScrollReturn } from './use-scroll-return';
import {
  defaultListView,
  listViews,
  readListView,
  saveListView,
  type ListView,
} from '@/lib/portal/list-view';
import { PagedList } from '@/components/ui/paged-list';
import { ListControls } from './list-controls';
import type { SearchLists } from './search-counts';
import { useListQuery } from '@/components/portal/use-list-query';
import { publicCall } from '@/lib/api/call-ref';
import { closedOnFailure, noticeOnFailure } from '@/components/ui/part-failed';
import { CompareTrayMount } from '@/components/compare/compare-tray-mount';

// The page's largest paint is drawn from this answer: its module loads with the page.
const queryAnncList = publicCall('queryAnncList', () => import('@/lib/contract/announcements'));

type Props = {
  kind: AnncKind;
  /** The list's own route, which 保存搜索 keeps. */
  listRoute: ListRecordRoute;
  /** The route its lots' details open in: links and 加入对比 name a lot by it and its id. */
  route: LotDetailRoute;
  /** The tenant's category ids (sites/categories.ts). */
  categories: readonly string[];
  /** The routes listing project announcements and results, for the search counts. */
  searchLists: SearchLists;
};

// The table loads when a visitor picks it, the counts of other lists when the list shows a search
// word: most visits to a list need neither.
const AnncTable = clientPart(() =>
  noticeOnFailure(import('./annc-table').then((module) => module.AnncTable)),
);
const SearchCounts = clientPart(() =>
  noticeOnFailure(import('./search-counts').then((module) => module.SearchCounts)),
);

// The save dialog, its store and its text load when 保存搜索 is pressed.
const SaveSearchDialog = clientPart(() =>
  closedOnFailure(import('@/components/saved-search/save-search-dialog').then((module) => module.default)),
);

// The stored view is read once the page runs; a choice made here is kept in state beside it.
const subscribeToNothing = () => () => {};
const readNoView = () => null;

/**
 * An announcement list: state tabs, filters and sort, compact, card or table view, paging, the
 * header search word. Everything but the view is in the address; the view is the device's.
 */
export function AnncList({ kind, listRoute, route, categories, searchLists }: Props) {
  const t = useTranslations('portal');
  const filterWords = useTranslations('listFilters');
  const site = useSite();
  const searchParams = useSearchParams();
  const listQuery = useListQuery(categories);
  const { query, lease, go } = listQuery;
  const phone = usePhoneScreen();
  const storedView = useSyncExternalStore(subscribeToNothing, readListView, readNoView);
  const [pickedView, setPickedView] = useState<ListView | null>(null);
  const view = pickedView ?? storedView ?? defaultListView(phone);
  const setView = (next: ListView) => {
    setPickedView(next);
    saveListView(next);
  };
  const [saving, setSaving] = useState(false);
  const { data, error, isLoading, mutate } = useCall(
    queryAnncList,
    anncListRequest(site.PlatformId, kind, query),
  );

  useContentShown(data !== undefined || error !== undefined);
  useScrollReturn(data !== undefined);

  // A filter beyond SPEC is a wish: when a lot contradicts one, the API ignored it, and its count
  // is not the filtered list's.
  const held = !data || filtersHeld(data.Items, query);
  const total = data && !isLoading && held ? data.Total : null;
  const hrefOf = (id: string) => href(site, route, { id });
  const tabs: Array<AnncState | null> = [null, ...anncStates];
  const placeholder = `${site.StaticApi}/images/portal/annc-placeholder.svg`;
  // The filters in words, as the chips name them, for 保存搜索's suggested name.
  const searchName = () => {
    const region = query.region ? findRegion(listQuery.regions, query.region) : null;
    return defaultSearchName({
      word: query.word,
      region: region ? `${region.city.name}${region.county?.name ?? ''}` : null,
      category: query.category ? filterWords(`categories.${query.category}` as 'categories.vehicle') : null,
      state: query.state ? t(`states.${query.state}`) : null,
    });
  };

  return (
    <section data-testid="annc-list" data-kind={kind}>
      {query.word ? (
        <p className="mb-3 text-muted" data-testid="search-word">
          {t('searchResult', { word: query.word })}
        </p>
      ) : null}
      {query.word ? <SearchCounts word={query.word} kind={kind} total={total} lists={searchLists} /> : null}
      <ListControls state={listQuery} total={total} lease={lease} states={tabs}>
        <div role="group" aria-label={t('views.label')} className="flex flex-wrap gap-1">
          <button
            type="button"
            onClick={() => setSaving(true)}
            className="rounded px-3 py-1 text-primary hover:bg-white"
            data-testid="save-search"
          >
            {t('savedSearch.save')}
          </button>
          {listViews.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={`rounded px-3 py-1 ${view === option ? 'bg-primary text-white' : 'bg-white hover:text-primary'}`}
            >
              {t(`views.${option}`)}
            </button>
          ))}
        </div>
      </ListControls>
      {held ? null : (
        <p
          role="status"
          className="mb-3 rounded bg-canvas px-3 py-2 text-muted"
          data-testid="filters-ignored"
        >
          {t('filtersIgnored')}
        </p>
      )}
      {saving ? (
        <SaveSearchDialog
          route={listRoute}
          kind={kind}
          search={searchParams.toString()}
          seenIds={data?.Items.map((item) => item.AnncId) ?? []}
          defaultName={searchName()}
          onClose={() => setSaving(false)}
        />
      ) : null}
      {/* Room for a full page of cards and the pager from the first paint, so nothing below moves
          when the data arrives (no layout shift). */}
      <div className="min-h-[1130px]">
        <PagedList
          query={{ data, error, isLoading, mutate }}
          page={query.page}
          pageSize={LIST_PAGE_SIZE}
          onPage={(page) => go({ page }, 'replace')}
        >
          {(data) =>
            view === 'compact' ? (
              <AnncRows items={data.Items} hrefOf={hrefOf} route={route} placeholder={placeholder} />
            ) : view === 'card' ? (
              <AnncCardGrid items={data.Items} hrefOf={hrefOf} route={route} placeholder={placeholder} />
            ) : (
              <AnncTable items={data.Items} hrefOf={hrefOf} route={route} />
            )
          }
        </PagedList>
      </div>
      <CompareTrayMount />
    </section>
  );
}
