'use client';

import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { paths, sitePath } from '@/lib/site/paths';

/** Header search of SPEC §2: the variant's tabs (default tab 1), or inventory's single box. */
export function SearchBox() {
  const site = useSite();
  const t = useTranslations('header.search');
  const [word, setWord] = useState('');
  const [tabIndex, setTabIndex] = useState(0);
  const search = site.search;
  if (search.kind === 'none') return null;

  const tabs = search.kind === 'tabs' ? search.tabs : [];
  const target = search.kind === 'single' ? search.path : (tabs[tabIndex] ?? tabs[0])?.path;
  const enterSearches = search.kind === 'single' || search.enterSearches;

  const go = () => {
    if (!target) return;
    window.location.assign(paths.withQuery(sitePath(site.VirtualDirectory, target), { word: word.trim() }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go();
  };
  // Only lease, small lease and inventory search on Enter (SPEC §2); elsewhere the button does.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !enterSearches) event.preventDefault();
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
        <div role="tablist" className="flex gap-1" data-testid="search-tabs">
          {tabs.map((tab, index) => (
            <button
              key={tab.labelKey}
              type="button"
              role="tab"
              aria-selected={index === tabIndex}
              onClick={() => setTabIndex(index)}
              className={`rounded-t px-3 py-1 text-xs ${
                index === tabIndex ? 'bg-white text-primary' : 'bg-white/20 text-white hover:bg-white/30'
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
            value={word}
            onChange={(event) => setWord(event.target.value)}
            onKeyDown={onKeyDown}
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
