'use client';

import { useSearchParams } from 'next/navigation';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { projectBaseInfoSchema, queryMyProjects, saveProjectBaseInfo } from '@/lib/api/user-centre/projects';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { userCentrePaths } from '@/lib/user-centre/paths';
import { useUserCentreAction } from '@/lib/user-centre/use-user-centre';
import { AmountInput } from '@/components/input/amount-input';
import { buttonClass, Field, inputClass } from './field';
import { Modal } from './modal';
import { PageHeading } from './page-heading';
import { useForm } from './use-form';

const empty = {
  ProjectName: '',
  ListingPrice: '',
  Location: '',
  Description: '',
  ContactName: '',
  ContactPhone: '',
};

/**
 * addProjects?isAdd=true&saveBaseInfo=true: a seller's new project. Sign-in is already required by
 * the user-centre layout; without IsSaler the alert of SPEC §5 shows instead of the form.
 */
export function AddProjectView() {
  const site = useSite();
  const t = useTranslations('userCentre.addProject');
  const common = useTranslations('userCentre.common');
  const query = useSearchParams();
  const { user } = useSignedInUser();
  const run = useUserCentreAction();
  const form = useForm(projectBaseInfoSchema, empty);
  const adding = query.get('isAdd') === 'true' && query.get('saveBaseInfo') === 'true';
  const onSubmit = form.submit(async (values) => {
    await run(saveProjectBaseInfo, values, [queryMyProjects]);
    toast.success(t('saved'));
    // A page load ends the toast, so the visitor reads it first.
    window.setTimeout(() => window.location.assign(userCentrePaths.myProjects(site.VirtualDirectory)), 1000);
  });

  if (!user) return null;
  if (!user.IsSaler) {
    return (
      <Modal
        open
        alert
        onOpenChange={() => undefined}
        title={t('notSalerTitle')}
        width="w-full max-w-[420px]"
      >
        <p className="mb-6 text-sm">{t('notSaler')}</p>
        <div className="flex justify-end">
          <button
            type="button"
            className={buttonClass}
            onClick={() => window.location.replace(userCentrePaths.userDetail(site.VirtualDirectory))}
          >
            {t('ok')}
          </button>
        </div>
      </Modal>
    );
  }
  const text = (field: keyof typeof empty, label: string) => (
    <Field label={label} error={form.errors[field]}>
      <input
        className={inputClass}
        name={field}
        value={form.values[field]}
        onChange={(e) => form.set(field, e.target.value)}
      />
    </Field>
  );
  return (
    <div data-testid="add-project">
      <PageHeading title={t('title')} />
      {!adding ? (
        <p className="py-8 text-center text-muted">{t('badQuery')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {text('ProjectName', t('name'))}
          <Field label={t('price')} error={form.errors.ListingPrice}>
            <AmountInput
              className={inputClass}
              name="ListingPrice"
              value={form.values.ListingPrice}
              onValueChange={(value) => form.set('ListingPrice', value)}
            />
          </Field>
          {text('Location', t('location'))}
          <Field label={t('description')} error={form.errors.Description}>
            <textarea
              className={`${inputClass} h-28`}
              name="Description"
              value={form.values.Description}
              onChange={(e) => form.set('Description', e.target.value)}
            />
          </Field>
          {text('ContactName', t('contactName'))}
          {text('ContactPhone', t('contactPhone'))}
          <div className="pl-[152px]">
            <button type="submit" className={buttonClass} disabled={form.busy}>
              {form.busy ? common('submitting') : common('save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
