'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { sitePath, withQuery } from '@/lib/site/navigation/paths';
import { currentSearch } from '@/lib/site/navigation/current-search';
import { cleanSearchWord } from '@/lib/input/search-word';

/**
 * Header search of SPEC §2: the variant's tabs (default tab 1), or inventory's single box. Enter and a
 * phone keyboard's 搜索 key search on every tenant (SPEC has Enter on lease only; a phone has no other
 * way to submit: SPEC deviation "Enter searches on every tenant", docs/architecture.md). After a
 * search the box keeps the word and the tab of the list it landed on.
 */
export function SearchBox() {
  const site = useSite();
  const t = useTranslations('header.search');
  const search = site.search;
  const address = useSyncExternalStore(subscribeToNothing, readAddress, readNoAddress);
  const current = address
    ? currentSearch(
        address,
        site.VirtualDirectory,
        search.kind === 'tabs' ? search.tabs.map((tab) => tab.path) : [],
      )
    : null;
  // What the visitor typed or chose wins over what the address says.
  const [typed, setWord] = useState<string | null>(null);
  const [chosenTab, setTabIndex] = useState<number | null>(null);
  const word = typed ?? current?.word ?? '';
  const tabIndex = chosenTab ?? current?.tabIndex ?? 0;

  if (search.kind === 'none') return null;

  const tabs = search.kind === 'tabs' ? search.tabs : [];
  const target = search.kind === 'single' ? search.path : (tabs[tabIndex] ?? tabs[0])?.path;

  const go = () => {
    if (!target) return;
    window.location.assign(
      sitePath(site.VirtualDirectory, withQuery(target, { word: cleanSearchWord(word) })),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go();
  };

  return (
    <form
      role="search"
      aria-label={t('label')}
      onSubmit={onSubmit}
      className="w-full md:w-[380px]"
      data-testid="search-box"
    >
      {tabs.length > 0 ? (
        <div role="tablist" className="flex flex-wrap gap-1" data-testid="search-tabs">
          {tabs.map((tab, index) => (
            <button
              key={tab.labelKey}
              type="button"
              role="tab"
              aria-selected={index === tabIndex}
              onClick={() => setTabIndex(index)}
              className={`rounded-t px-3 py-1 text-xs ${
                index === tabIndex
                  ? 'bg-white text-primary'
                  : 'bg-white/20 text-white hover:bg-white/30 elder:bg-white/10 elder:hover:bg-white/15'
              }`}
            >
              {t(`tabs.${tab.labelKey}` as 'tabs.results')}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex h-10 bg-white">
        <div className="relative flex-1">
          <input
            type="text"
            enterKeyHint="search"
            value={word}
            onChange={(event) => setWord(event.target.value)}
            placeholder={search.kind === 'single' ? t('singlePlaceholder') : t('placeholder')}
            aria-label={t('label')}
            className="h-full w-full px-3 pr-8 text-sm outline-none"
          />
          {word ? (
            <button
              type="button"
              onClick={() => setWord('')}
              aria-label={t('clear')}
              className="absolute right-2 top-1/2 -translate-y-1/2 text-muted hover:text-ink"
            >
              ×
            </button>
          ) : null}
        </div>
        {search.kind === 'tabs' ? (
          <button type="submit" className="bg-active px-4 text-sm text-ink hover:brightness-110">
            {t('submit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

// The address is read after hydration (the page is one static file for every word), and a search
// leaves the page, so there is nothing to subscribe to.
const subscribeToNothing = () => () => {};
const readAddress = () => `${window.location.pathname}${window.location.search}`;
const readNoAddress = () => null;
