'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { useCall } from '@/lib/api/use-call';
import { LoadState } from '@/components/ui/load-state';
import { PageHeading } from './page-heading';
import { linkButtonClass } from '@/components/ui/field';
import { userCentreCall } from '@/lib/api/call-ref';

const getUserDetail = userCentreCall('getUserDetail');

/** userDetail: the landing page after sign-in, the user's own record and trading identities. */
export function UserDetailView() {
  const site = useSite();
  const t = useTranslations('userCentre.userDetail');
  const common = useTranslations('userCentre.common');
  const state = useCall(getUserDetail);
  return (
    <div data-testid="user-detail">
      <PageHeading title={t('title')}>
        <div className="flex gap-4">
          <a className={linkButtonClass} href={href(site.VirtualDirectory, 'accountSettings')}>
            {t('accountSettings')}
          </a>
          <a className={linkButtonClass} href={href(site.VirtualDirectory, 'addBusinessIdentity')}>
            {t('addIdentity')}
          </a>
        </div>
      </PageHeading>
      <LoadState query={state} look="panel">
        {(user) => {
          const rows: Array<[string, string | null]> = [
            [t('userName'), user.UserName],
            [t('mobile'), user.UserMobile],
            [t('email'), user.Email],
            [t('realName'), user.RealName],
            [t('idCard'), user.IdCardNo],
            [t('realNameState'), user.IsRealNameAuthed ? t('authed') : t('notAuthed')],
            [t('member'), user.MemberName],
            [t('registerTime'), user.RegisterTime],
            [t('lastLoginTime'), user.LastLoginTime],
          ];
          return (
            <>
              {/* A new account lands here first: it cannot take part until it adds an identity. */}
              {user.Identities.length === 0 ? (
                <p
                  role="status"
                  className="mb-5 rounded border border-active/40 bg-active/10 px-4 py-3 text-sm"
                  data-testid="no-identity-notice"
                >
                  {t('noIdentityNotice')}{' '}
                  <a className={linkButtonClass} href={href(site.VirtualDirectory, 'addBusinessIdentity')}>
                    {t('addIdentity')}
                  </a>
                </p>
              ) : null}
              <dl className="grid grid-cols-[100px_minmax(0,1fr)] gap-x-3 gap-y-3 md:grid-cols-[120px_minmax(0,1fr)_120px_minmax(0,1fr)] md:gap-x-0 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd data-field={label} className="wrap-anywhere">
                      {value || common('none')}
                    </dd>
                  </div>
                ))}
              </dl>
              <h2 className="mb-3 mt-8 text-base font-semibold">{t('identities')}</h2>
              {user.Identities.length === 0 ? (
                <p className="text-sm text-muted">{t('noIdentities')}</p>
              ) : (
                <ul className="flex flex-wrap gap-3" data-testid="identity-list">
                  {user.Identities.map((identity) => (
                    <li key={identity.IdentityId} className="rounded border border-line px-4 py-2 text-sm">
                      <span className="font-semibold">{identity.IdentityName}</span>{' '}
                      <span className="text-muted">{t(`identityStates.${identity.State as 0 | 1 | 2}`)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
