'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { orderFilterSchema, orderStates } from '@/lib/contract/user-centre/orders';
import { fieldErrors } from '@/lib/input/form-errors';
import { formatMoney } from '@/lib/format/money';
import { useCall } from '@/lib/api/use-call';
import { DataTable } from './data-table';
import { buttonClass, Field, inputClass } from '@/components/ui/field';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeading } from './page-heading';
import { userCentreCall } from '@/lib/api/call-ref';

const queryOrders = userCentreCall('queryOrders');

const PAGE_SIZE = 10;
type State = (typeof orderStates)[number];
type Filter = { OrderNo: string; State: State | null; StartDate: string | null; EndDate: string | null };
const noFilter: Filter = { OrderNo: '', State: null, StartDate: null, EndDate: null };

/** Order query: filter by number, state and dates, page through the results. */
export function OrderQueryView() {
  const t = useTranslations('userCentre.orders');
  const common = useTranslations('userCentre.common');
  const [draft, setDraft] = useState<Filter>(noFilter);
  const [filter, setFilter] = useState<Filter>(noFilter);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const list = useCall(queryOrders, { ...filter, PageIndex: page, PageSize: PAGE_SIZE });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderFilterSchema.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFilter(parsed.data);
    setPage(1);
  };
  const reset = () => {
    setDraft(noFilter);
    setFilter(noFilter);
    setErrors({});
    setPage(1);
  };

  return (
    <div data-testid="order-query">
      <PageHeading title={t('title')} />
      <form
        onSubmit={search}
        noValidate
        className="mb-4 grid grid-cols-1 gap-x-4 md:grid-cols-2"
        data-testid="order-filter"
      >
        <Field label={t('orderNo')} error={errors.OrderNo}>
          <input
            className={inputClass}
            name="OrderNo"
            value={draft.OrderNo}
            onChange={(e) => setDraft({ ...draft, OrderNo: e.target.value })}
          />
        </Field>
        <Field label={t('state')}>
          <select
            className={inputClass}
            name="State"
            value={draft.State ?? ''}
            onChange={(e) => setDraft({ ...draft, State: (e.target.value || null) as State | null })}
          >
            <option value="">{t('all')}</option>
            {orderStates.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </Field>
        {(['StartDate', 'EndDate'] as const).map((name) => (
          <Field key={name} label={t(name === 'StartDate' ? 'start' : 'end')} error={errors[name]}>
            <input
              className={inputClass}
              type="date"
              name={name}
              value={draft[name] ?? ''}
              onChange={(e) => setDraft({ ...draft, [name]: e.target.value || null })}
            />
          </Field>
        ))}
        <div className="flex gap-3 md:col-span-2 md:pl-[152px]">
          <button type="submit" className={buttonClass}>
            {common('search')}
          </button>
          <button type="button" className="rounded border border-line px-5 py-2 text-sm" onClick={reset}>
            {common('reset')}
          </button>
        </div>
      </form>
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
          <DataTable
            rows={data.Items}
            rowKey={(row) => row.OrderNo}
            empty={t('empty')}
            columns={[
              { key: 'no', title: t('orderNo'), render: (row) => row.OrderNo },
              { key: 'project', title: t('project'), render: (row) => row.ProjectName },
              { key: 'kind', title: t('kind'), render: (row) => t(`kinds.${row.Kind}`) },
              {
                key: 'amount',
                title: t('amount'),
                render: (row) => common('yuan', { amount: formatMoney(row.Amount) }),
              },
              { key: 'state', title: t('state'), render: (row) => t(`states.${row.State}`) },
              { key: 'created', title: t('createTime'), render: (row) => row.CreateTime },
              { key: 'paid', title: t('payTime'), render: (row) => row.PayTime ?? '--' },
            ]}
          />
        )}
      </PagedList>
    </div>
  );
}
