'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import {
  postGuestMessage,
  postGuestMessageRequestSchema,
  queryGuestMessages,
} from '@/lib/contract/guest-book';
import { useAction, useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { PagedList } from '@/components/ui/paged-list';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 10;

/** The demand message board of the lease sites: post a message, read everyone's. */
export function GuestBook() {
  const t = useTranslations('portal');
  const site = useSite();
  const run = useAction();
  const { page, goTo } = usePageParam();
  const [form, setForm] = useState({ Name: '', Contact: '', Content: '' });
  const [busy, setBusy] = useState(false);
  const { data, error, isLoading, mutate } = useCall(queryGuestMessages, {
    PlatformId: site.PlatformId,
    PageIndex: page,
    PageSize: PAGE_SIZE,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = postGuestMessageRequestSchema.safeParse({ PlatformId: site.PlatformId, ...form });
    if (!request.success) {
      toast.warning(t('guestBook.required'));
      return;
    }
    setBusy(true);
    try {
      await run(postGuestMessage, request.data);
      toast.success(t('guestBook.posted'));
      setForm({ Name: '', Contact: '', Content: '' });
      if (page !== 1) goTo(1);
      await mutate();
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'Name' | 'Contact', label: string) => (
    <label className="flex items-center gap-2">
      <span className="w-20 text-right">{label}</span>
      <input
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        maxLength={name === 'Name' ? 20 : 50}
        className="w-full max-w-[260px] rounded border border-line px-3 py-1.5"
        name={name}
      />
    </label>
  );

  return (
    <div className="space-y-6" data-testid="guest-book">
      <form
        onSubmit={(event) => void submit(event)}
        className="space-y-3 rounded bg-white p-6"
        data-testid="guest-book-form"
      >
        <h2 className="text-base font-medium">{t('guestBook.formTitle')}</h2>
        {field('Name', t('guestBook.name'))}
        {field('Contact', t('guestBook.contact'))}
        <label className="flex items-start gap-2">
          <span className="w-20 pt-1.5 text-right">{t('guestBook.content')}</span>
          <textarea
            value={form.Content}
            onChange={(event) => setForm({ ...form, Content: event.target.value })}
            maxLength={500}
            rows={4}
            className="w-full max-w-[600px] rounded border border-line px-3 py-1.5"
            name="Content"
          />
        </label>
        <div className="pl-[88px]">
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-primary px-6 py-2 text-white hover:bg-primary-hover disabled:opacity-60"
          >
            {busy ? t('guestBook.submitting') : t('guestBook.submit')}
          </button>
        </div>
      </form>
      <section className="rounded bg-white p-6">
        <h2 className="mb-4 text-base font-medium">{t('guestBook.listTitle')}</h2>
        <PagedList query={{ data, error, isLoading, mutate }} page={page} pageSize={PAGE_SIZE} onPage={goTo}>
          {(data) => (
            <ul className="divide-y divide-line" data-testid="guest-messages">
              {data.Items.map((message) => (
                <li key={message.MessageId} className="py-3" data-testid="guest-message">
                  <p className="flex justify-between text-muted">
                    <span>
                      {message.Name}　{message.Contact}
                    </span>
                    <span>{message.Time}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{message.Content}</p>
                  {message.Reply ? (
                    <p className="mt-2 rounded bg-canvas px-3 py-2 text-muted">
                      {t('guestBook.reply')}：{message.Reply}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
