import { firstItemImage, planEarlyCall, type EarlyCallPlan } from '@/lib/api/early-calls';
import { queryAnncList } from '@/lib/contract/announcements';
import { queryArticleList } from '@/lib/contract/articles';
import { queryCheckInTrust, queryInfoNotices } from '@/lib/contract/equity-trust';
import { queryBanners } from '@/lib/contract/home-banners';
import { queryNewsList } from '@/lib/contract/news';
import { homeFeedRequests } from '@/lib/portal/home-feed-requests';
import type { HomeSection } from '@/lib/portal/home-sections';
import type { SiteConfig } from '@/sites/schema';

/**
 * The home page's calls at the top of the page: the banner (its picture is the largest thing on
 * the page) and the first block's rows. The blocks further down ask after hydration, as before:
 * answers that are all there at hydration render in one long task, which holds the page's input.
 */
export function homeEarlyCalls(sections: HomeSection[], site: SiteConfig): EarlyCallPlan[] {
  const plans = [planEarlyCall(queryBanners, { PlatformId: site.PlatformId }, { image: firstItemImage })];
  const first = sections[0]?.feed;
  if (!first || first.source === 'houses') return plans;
  const requests = homeFeedRequests(site, first);
  if (requests.annc) plans.push(planEarlyCall(queryAnncList, requests.annc));
  if (requests.articles) plans.push(planEarlyCall(queryArticleList, requests.articles));
  if (requests.news) plans.push(planEarlyCall(queryNewsList, requests.news));
  if (requests.notices) plans.push(planEarlyCall(queryInfoNotices, requests.notices));
  if (requests.trust) plans.push(planEarlyCall(queryCheckInTrust, requests.trust));
  return plans;
}
