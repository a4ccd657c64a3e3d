'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { afterToastsRead, toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { useAction, useCall } from '@/lib/api/use-call';
import { AmountInput } from '@/components/input/amount-input';
import { buttonClass, Field, inputClass, TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { LoadState } from '@/components/ui/load-state';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { PageHeading } from './page-heading';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const projectBaseInfoSchema = lazySchema(() =>
  import('@/lib/contract/user-centre/projects').then((module) => module.projectBaseInfoSchema),
);

const getProjectDetail = userCentreCall('getProjectDetail');
const updateProjectBaseInfo = userCentreCall('updateProjectBaseInfo');
const queryMyProjects = userCentreCall('queryMyProjects');
const saveProjectBaseInfo = userCentreCall('saveProjectBaseInfo');

const empty = {
  ProjectName: '',
  ListingPrice: '',
  Location: '',
  Description: '',
  ContactName: '',
  ContactPhone: '',
};

/**
 * addProjects?isAdd=true&saveBaseInfo=true: a seller's new project; addProjects?saveBaseInfo=true&id=
 * edits a draft (编辑 in 我的项目). Sign-in is already required by the user-centre layout; without
 * IsSaler the alert of SPEC §5 shows instead of the form.
 */
export function AddProjectView() {
  const site = useSite();
  const t = useTranslations('userCentre.addProject');
  const query = useSearchParams();
  const { user } = useSignedInUser();
  const run = useAction();
  const form = useForm(projectBaseInfoSchema, empty);
  const editId = query.get('saveBaseInfo') === 'true' ? query.get('id') : null;
  const adding = !editId && query.get('isAdd') === 'true' && query.get('saveBaseInfo') === 'true';
  const editing = useCall(getProjectDetail, editId && user?.IsSaler ? { Id: editId } : null);
  const filled = useRef(false);
  const { setValues } = form;
  // The draft fills the form once; what the seller types afterwards is theirs.
  useEffect(() => {
    const data = editing.data;
    if (!data || filled.current) return;
    filled.current = true;
    setValues({
      ProjectName: data.ProjectName,
      ListingPrice: String(data.ListingPrice),
      Location: data.Location,
      Description: data.Description,
      ContactName: data.ContactName,
      ContactPhone: data.ContactPhone,
    });
  }, [editing.data, setValues]);
  const onSubmit = form.submit(async (values) => {
    if (editId)
      await run(updateProjectBaseInfo, { ...values, Id: editId }, [queryMyProjects, getProjectDetail]);
    else await run(saveProjectBaseInfo, values, [queryMyProjects]);
    toast.success(editId ? t('updated') : t('saved'));
    afterToastsRead(1000, () => window.location.assign(href(site.VirtualDirectory, 'myProjects')));
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
        <Dialog.Actions className="flex justify-end">
          <button
            type="button"
            className={buttonClass}
            onClick={() => window.location.replace(href(site.VirtualDirectory, 'userDetail'))}
          >
            {t('ok')}
          </button>
        </Dialog.Actions>
      </Modal>
    );
  }
  return (
    <div data-testid="add-project">
      <PageHeading title={editId ? t('editTitle') : t('title')} />
      {editId && !editing.data ? (
        <LoadState query={editing} look="panel">
          {() => null}
        </LoadState>
      ) : !adding && !editId ? (
        <p className="py-8 text-center text-muted">{t('badQuery')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <TextField form={form} name="ProjectName" label={t('name')} />
          <Field label={t('price')} error={form.errors.ListingPrice}>
            <AmountInput
              className={inputClass}
              name="ListingPrice"
              value={form.values.ListingPrice}
              onValueChange={(value) => form.set('ListingPrice', value)}
            />
          </Field>
          <TextField form={form} name="Location" label={t('location')} />
          <Field label={t('description')} error={form.errors.Description}>
            <textarea
              className={`${inputClass} h-28`}
              name="Description"
              value={form.values.Description}
              onChange={(e) => form.set('Description', e.target.value)}
            />
          </Field>
          <TextField form={form} name="ContactName" label={t('contactName')} />
          <TextField form={form} name="ContactPhone" label={t('contactPhone')} />
          <SubmitRow busy={form.busy} label="save" />
        </form>
      )}
    </div>
  );
}
