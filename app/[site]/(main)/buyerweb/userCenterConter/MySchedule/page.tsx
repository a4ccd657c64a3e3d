import { ScheduleView } from '@/components/user-centre/schedule-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('schedule'));
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** 我的日程: the key dates of the buyer's favourites and participations, a month at a time. */
export default function Page() {
  return (
    <UserCentreMessages page="MySchedule">
      <ScheduleView />
    </UserCentreMessages>
  );
}
