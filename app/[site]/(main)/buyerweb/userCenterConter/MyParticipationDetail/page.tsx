import { Suspense } from 'react';
import { ParticipationDetailView } from '@/components/user-centre/participation-detail-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** The detail of one participation (?id=). */
const page = userCentrePage(
  'participationDetail',
  <Suspense>
    <ParticipationDetailView />
  </Suspense>,
);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
