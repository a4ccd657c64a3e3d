'use client';

import { useEffect, useState, type FormEvent } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { inputClass } from '@/components/ui/field';
import type { AnncKind } from '@/lib/contract/announcements';
import {
  cleanName,
  listSearches,
  MAX_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
  saveSearch,
  savedQuery,
} from '@/lib/portal/saved-searches';
import { useSite } from '@/lib/site/site-context';
import type { ListRecordRoute } from '@/sites/record-routes';
import { SavedSearchMessages } from './saved-search-messages';

export type SaveSearchProps = {
  /** The list's route: the search keeps it, and links back through `href()`. */
  route: ListRecordRoute;
  kind: AnncKind;
  /** The list's address query as it is now (`?word=…&state=…`). */
  search: string;
  /** What the list shows now: not new when 我的搜索 counts. */
  seenIds: string[];
  defaultName: string;
  onClose: () => void;
};

/** 保存搜索: names the list's current filters and keyword and keeps them on this device. */
export default function SaveSearchDialog(props: SaveSearchProps) {
  return (
    <SavedSearchMessages>
      <SaveSearchForm {...props} />
    </SavedSearchMessages>
  );
}

function SaveSearchForm({ route, kind, search, seenIds, defaultName, onClose }: SaveSearchProps) {
  const t = useTranslations('savedSearch');
  const site = useSite();
  const [name, setName] = useState(() => cleanName(defaultName));
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const limitText = t('limit', { max: String(MAX_SAVED_SEARCHES) });

  useEffect(() => {
    void listSearches(site.VirtualDirectory).then((searches) => {
      setCount(searches.length);
      if (searches.length >= MAX_SAVED_SEARCHES) setError(limitText);
    });
  }, [site.VirtualDirectory, limitText]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('nameRequired'));
    if (trimmed.length > MAX_NAME_LENGTH) return setError(t('nameTooLong', { max: String(MAX_NAME_LENGTH) }));
    setBusy(true);
    const result = await saveSearch(site.VirtualDirectory, {
      name: trimmed,
      route,
      kind,
      query: savedQuery(new URLSearchParams(search)),
      seenIds,
    });
    setBusy(false);
    if (result.ok) {
      // One toast however many are saved in a row.
      toast.success(t('saved'), { id: 'saved-search' });
      onClose();
    } else {
      setError(result.reason === 'limit' ? limitText : t('storageFailed'));
    }
  };
  const full = count !== null && count >= MAX_SAVED_SEARCHES;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 w-[420px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-xl"
          data-testid="save-search-dialog"
        >
          <Dialog.Title className="mb-4 text-base font-semibold">{t('dialogTitle')}</Dialog.Title>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <label className="block">
              <span className="mb-1 block text-sm">{t('nameLabel')}</span>
              <input
                className={`${inputClass} w-full`}
                value={name}
                maxLength={MAX_NAME_LENGTH}
                placeholder={t('namePlaceholder')}
                aria-invalid={error !== null}
                aria-describedby="save-search-error"
                onChange={(event) => {
                  setName(event.target.value);
                  if (!full) setError(null);
                }}
                autoFocus
              />
            </label>
            {count !== null ? (
              <p className="mt-2 text-xs text-muted">
                {t('count', { count: String(count), max: String(MAX_SAVED_SEARCHES) })}
              </p>
            ) : null}
            <p id="save-search-error" role="alert" className="mt-2 min-h-5 text-sm text-alert">
              {error}
            </p>
            <Dialog.Actions className="mt-4 flex justify-end gap-3">
              <button type="button" className="rounded border border-line px-4 py-1.5" onClick={onClose}>
                {t('cancel')}
              </button>
              <button
                type="submit"
                disabled={busy || full}
                className="rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover disabled:opacity-60"
              >
                {t('save')}
              </button>
            </Dialog.Actions>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
