'use client';

import { useEffect } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { formatMoney } from '@/lib/format/money';
import { useAction, useCall } from '@/lib/api/use-call';
import { AmountInput } from '@/components/input/amount-input';
import { buttonClass, Field, inputClass } from '@/components/ui/field';
import { LoadState } from '@/components/ui/load-state';
import { PageHeading } from './page-heading';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const setSimulateRequestSchema = lazySchema(() =>
  import('@/lib/contract/user-centre/simulate').then((module) => module.setSimulateRequestSchema),
);

const getSimulate = userCentreCall('getSimulate');
const setSimulate = userCentreCall('setSimulate');

/** SetSimulate: the buyer's practice bidding room (start price, increment, duration). */
export function SetSimulateView() {
  const t = useTranslations('userCentre.simulate');
  const common = useTranslations('userCentre.common');
  const current = useCall(getSimulate);
  const run = useAction();
  const form = useForm(setSimulateRequestSchema, { StartPrice: '', Increment: '', DurationMinutes: '10' });
  const { setValues } = form;
  const saved = current.data;

  useEffect(() => {
    if (saved) {
      setValues({
        StartPrice: String(saved.StartPrice),
        Increment: String(saved.Increment),
        DurationMinutes: String(saved.DurationMinutes),
      });
    }
  }, [saved, setValues]);

  const onSubmit = form.submit(async (values) => {
    await run(setSimulate, values, [getSimulate]);
    toast.success(t('saved'));
  });

  return (
    <div data-testid="set-simulate">
      <PageHeading title={t('title')} />
      <LoadState query={current} look="panel">
        {(setting) => (
          <p className="mb-5 text-sm text-muted" data-testid="simulate-current">
            {setting
              ? `${t('current')}：${t('startPrice')} ${formatMoney(setting.StartPrice)}，${t('increment')} ${formatMoney(setting.Increment)}，${t('duration')} ${setting.DurationMinutes}（${t('updateTime')} ${setting.UpdateTime}）`
              : t('none')}
          </p>
        )}
      </LoadState>
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('startPrice')} error={form.errors.StartPrice}>
          <AmountInput
            className={inputClass}
            value={form.values.StartPrice}
            onValueChange={(value) => form.set('StartPrice', value)}
          />
        </Field>
        <Field label={t('increment')} error={form.errors.Increment}>
          <AmountInput
            className={inputClass}
            value={form.values.Increment}
            onValueChange={(value) => form.set('Increment', value)}
          />
        </Field>
        <Field label={t('duration')} error={form.errors.DurationMinutes}>
          <input
            className={inputClass}
            type="number"
            min={1}
            max={120}
            value={form.values.DurationMinutes}
            onChange={(e) => form.set('DurationMinutes', e.target.value)}
          />
        </Field>
        <div className="md:pl-[152px]">
          <button type="submit" className={buttonClass} disabled={form.busy}>
            {form.busy ? common('submitting') : common('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
