import { Suspense } from 'react';
import { ParticipationDetailView } from '@/components/user-centre/participation-detail-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('participationDetail'));
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** The detail of one participation (?id=). */
export default function Page() {
  return (
    <UserCentreMessages page="MyParticipationDetail">
      <Suspense>
        <ParticipationDetailView />
      </Suspense>
    </UserCentreMessages>
  );
}
