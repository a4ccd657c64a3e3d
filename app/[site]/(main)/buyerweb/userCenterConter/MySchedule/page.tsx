import { ScheduleView } from '@/components/user-centre/schedule-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** 我的日程: the key dates of the buyer's favourites and participations, a month at a time. */
const page = userCentrePage('schedule', <ScheduleView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
