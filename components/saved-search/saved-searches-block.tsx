'use client';

import { useCallback, useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { inputClass } from '@/components/ui/field';
import { useCall } from '@/lib/api/use-call';
import { centreTimeToInstant } from '@/lib/portal/key-dates';
import { anncListRequest, readListQuery } from '@/lib/portal/list-query';
import { tenantChoices } from '@/lib/portal/tenant-choices';
import {
  countNew,
  deleteSearch,
  markOpened,
  MAX_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
  renameSearch,
  savedSearches,
  type SavedSearch,
} from '@/lib/portal/saved-searches';
import { useDeviceList } from '@/lib/device/store';
import { href as hrefOf } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { SavedSearchMessages } from './saved-search-messages';
import { publicCall } from '@/lib/api/call-ref';

const queryAnncList = publicCall('queryAnncList');

/** The most a count reads at once (the list call's largest page). */
const COUNT_PAGE_SIZE = 100;

export type SavedSearchesBlockProps = {
  /**
   * The id of an element higher on the page the block moves into while a search has new
   * announcements: at its place below every list, a phone visitor scrolled seven screens to learn
   * of them (issue 40).
   */
  raiseInto?: string;
};

/** 我的搜索 on the home: every saved search with how many announcements are new since it was opened. */
export default function SavedSearchesBlock({ raiseInto }: SavedSearchesBlockProps) {
  return (
    <SavedSearchMessages>
      <SavedSearches raiseInto={raiseInto} />
    </SavedSearchMessages>
  );
}

function SavedSearches({ raiseInto }: SavedSearchesBlockProps) {
  const t = useTranslations('savedSearch');
  const site = useSite();
  const tenant = site.VirtualDirectory;
  const searches = useDeviceList(savedSearches, tenant);
  // The searches that have new announcements, as their rows have counted them.
  const [withNew, setWithNew] = useState<ReadonlySet<string>>(new Set());
  const noteNew = useCallback((id: string, fresh: boolean) => {
    setWithNew((current) => {
      if (current.has(id) === fresh) return current;
      const next = new Set(current);
      if (fresh) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  useEffect(() => {
    // Coming back to the home (the back button's page cache) shows the searches as they are now.
    const reload = (event: PageTransitionEvent) => {
      if (event.persisted) savedSearches.refresh(tenant);
    };
    window.addEventListener('pageshow', reload);
    return () => window.removeEventListener('pageshow', reload);
  }, [tenant]);
  if (!searches || searches.length === 0) return null;

  const raised = searches.some((search) => withNew.has(search.id));
  const slot = raised && raiseInto ? document.getElementById(raiseInto) : null;
  const block = (
    <section
      className="rounded bg-white p-4 shadow-sm md:p-5"
      data-testid="saved-searches"
      data-raised={slot ? 'true' : undefined}
    >
      <div className="mb-3 flex items-center justify-between border-b border-line pb-2">
        <h2 className="border-l-4 border-primary pl-3 text-lg font-medium">{t('title')}</h2>
        <span className="text-sm text-muted">
          {t('count', { count: String(searches.length), max: String(MAX_SAVED_SEARCHES) })}
        </span>
      </div>
      <ul className="divide-y divide-line">
        {searches.map((search) => (
          <SavedSearchRow key={search.id} search={search} onCounted={noteNew} />
        ))}
      </ul>
    </section>
  );
  return slot ? createPortal(block, slot) : block;
}

function SavedSearchRow({
  search,
  onCounted,
}: {
  search: SavedSearch;
  onCounted: (id: string, fresh: boolean) => void;
}) {
  const t = useTranslations('savedSearch');
  const site = useSite();
  const [renaming, setRenaming] = useState(false);
  const request = anncListRequest(site.PlatformId, search.kind, {
    ...readListQuery(new URLSearchParams(search.query), tenantChoices(site)),
    page: 1,
  });
  const list = useCall(queryAnncList, { ...request, PageIndex: 1, PageSize: COUNT_PAGE_SIZE });
  const href = hrefOf(site, search.route, search.query);
  const fresh = list.data ? countNew(list.data.Items, search, centreTimeToInstant) : null;
  useEffect(() => {
    if (fresh !== null) onCounted(search.id, fresh > 0);
  }, [fresh, onCounted, search.id]);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    await markOpened(
      site.VirtualDirectory,
      search.id,
      list.data?.Items.map((item) => item.AnncId) ?? search.seenIds,
    ).catch(() => undefined);
    window.location.assign(href);
  };
  const remove = async () => {
    await deleteSearch(site.VirtualDirectory, search.id);
    toast.success(t('deleted'));
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid="saved-search">
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <a
            href={href}
            onClick={(event) => void open(event)}
            className="min-w-0 flex-1 truncate hover:text-primary"
          >
            {search.name}
          </a>
          <span className="text-sm" data-testid="saved-search-new" aria-live="polite">
            {list.error ? (
              <span className="text-muted">{t('countFailed')}</span>
            ) : fresh === null ? (
              <span className="text-muted">{t('counting')}</span>
            ) : fresh === 0 ? (
              <span className="text-muted">{t('noNew')}</span>
            ) : (
              <span className="rounded bg-active px-2 text-white">
                {fresh >= COUNT_PAGE_SIZE
                  ? t('newCountMore', { count: String(COUNT_PAGE_SIZE) })
                  : t('newCount', { count: String(fresh) })}
              </span>
            )}
          </span>
          <span className="flex gap-3 text-sm">
            <button type="button" className="text-primary hover:underline" onClick={() => setRenaming(true)}>
              {t('rename')}
            </button>
            <button type="button" className="text-primary hover:underline" onClick={() => void remove()}>
              {t('delete')}
            </button>
          </span>
        </>
      )}
    </li>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const t = useTranslations('savedSearch');
  const site = useSite();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('nameRequired'));
    await renameSearch(site.VirtualDirectory, search.id, name);
    onDone();
  };
  return (
    <form
      className="flex w-full flex-wrap items-center gap-2"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('renameTitle')}</span>
        <input
          className={`${inputClass} w-full`}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          aria-invalid={error !== null}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          autoFocus
        />
      </label>
      <button type="submit" className="rounded bg-primary px-3 py-1 text-sm text-white">
        {t('save')}
      </button>
      <button type="button" className="rounded border border-line px-3 py-1 text-sm" onClick={onDone}>
        {t('cancel')}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
