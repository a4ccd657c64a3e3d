'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { PageHeading } from '../page-heading';
import { BindContactForm } from './bind-contact-form';
import { ChangePasswordForm } from './change-password-form';
import { ChangeUserNameForm } from './change-user-name-form';
import { RealNameForm } from './real-name-form';

const forms = {
  BindPhone: () => <BindContactForm channel="Mobile" />,
  BindEmail: () => <BindContactForm channel="Email" />,
  Identity: RealNameForm,
  ChangePassword: ChangePasswordForm,
  ChangeUserName: ChangeUserNameForm,
} as const;
export type AccountFormName = keyof typeof forms;

/** AccountSettings shows every form; the menu's own pages (BindPhone, ...) show one. */
export function AccountSettingsView({ only }: { only?: AccountFormName }) {
  const t = useTranslations('userCentre.account');
  const names = only ? [only] : (Object.keys(forms) as AccountFormName[]);
  return (
    <div data-testid="account-settings">
      <PageHeading title={t('title')} />
      <div className="flex flex-col gap-8 divide-y divide-line">
        {names.map((name) => {
          const Form = forms[name];
          return (
            <div key={name} className="pt-6 first:pt-0">
              <Form />
            </div>
          );
        })}
      </div>
    </div>
  );
}
