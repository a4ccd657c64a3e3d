'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { useAction, useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { PagedList } from '@/components/ui/paged-list';
import { Field, inputClass, TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { usePageParam } from './use-page-param';
import { publicCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const postGuestMessageRequestSchema = lazySchema(() =>
  import('@/lib/contract/guest-book').then((module) => module.postGuestMessageRequestSchema),
);

const postGuestMessage = publicCall('postGuestMessage');
const queryGuestMessages = publicCall('queryGuestMessages');

const PAGE_SIZE = 10;

/** The demand message board of the lease sites: post a message, read everyone's. */
export function GuestBook() {
  const t = useTranslations('portal');
  const site = useSite();
  const run = useAction();
  const { page, goTo } = usePageParam();
  const { data, error, isLoading, mutate } = useCall(queryGuestMessages, {
    PlatformId: site.PlatformId,
    PageIndex: page,
    PageSize: PAGE_SIZE,
  });

  const empty = { PlatformId: site.PlatformId, Name: '', Contact: '', Content: '' };
  // A short form: one toast says what is missing rather than a line under each field.
  const form = useForm(postGuestMessageRequestSchema, empty, {
    onInvalid: () => toast.warning(t('guestBook.required')),
  });
  const submit = form.submit(async (values) => {
    await run(postGuestMessage, values);
    toast.success(t('guestBook.posted'));
    form.setValues(empty);
    if (page !== 1) goTo(1);
    await mutate();
  });

  return (
    <div className="space-y-6" data-testid="guest-book">
      <form
        onSubmit={(event) => void submit(event)}
        className="space-y-3 rounded bg-white p-6"
        data-testid="guest-book-form"
      >
        <h2 className="text-base font-medium">{t('guestBook.formTitle')}</h2>
        <TextField form={form} name="Name" label={t('guestBook.name')} maxLength={20} />
        <TextField form={form} name="Contact" label={t('guestBook.contact')} maxLength={50} />
        <Field label={t('guestBook.content')}>
          <textarea
            name="Content"
            value={form.values.Content}
            onChange={(event) => form.set('Content', event.target.value)}
            maxLength={500}
            rows={4}
            className={`${inputClass} md:max-w-[600px]`}
          />
        </Field>
        <SubmitRow
          busy={form.busy}
          label={{ idle: t('guestBook.submit'), busy: t('guestBook.submitting') }}
        />
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
