import type { ReactNode } from 'react';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import type { UserCentrePage } from '@/lib/user-centre/user-centre-text';
import { tenantPages, tenantPageTitle, type UserCentrePageKey } from '@/sites/pages';
import type { SubAppId } from '@/sites/schema';
import { UserCentreMessages } from './user-centre-messages';

/**
 * A user-centre page built from its row of `sites/pages.ts`, as `kindPage` builds a portal page:
 * the row's path names the sub-app whose tenants it is built for (its first folder) and its text
 * in `lib/user-centre/user-centre-text.ts` (its last folder), and its title is the row's. The page
 * file names only its content (`user-centre-text.test.ts` holds each file to its row).
 */
export function userCentrePage(page: UserCentrePageKey, content: ReactNode) {
  const folders = tenantPages[page].path.split('/').filter(Boolean);
  const subApp = folders[0] as SubAppId;
  const text = folders.at(-1) as UserCentrePage;
  return {
    generateStaticParams: () => siteParamsServing(subApp),
    generateMetadata: titled(tenantPageTitle(page)),
    Page: function Page() {
      return <UserCentreMessages page={text}>{content}</UserCentreMessages>;
    },
  };
}
