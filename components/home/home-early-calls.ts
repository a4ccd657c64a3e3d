import { planEarlyCall, type EarlyCallPlan } from '@/lib/api/early-calls';
import { queryAnncList } from '@/lib/contract/announcements';
import { queryArticleList } from '@/lib/contract/articles';
import { queryCheckInTrust, queryInfoNotices } from '@/lib/contract/equity-trust';
import { queryBanners } from '@/lib/contract/home-banners';
import { queryNewsList } from '@/lib/contract/news';
import { homeFeedRequests } from '@/lib/portal/home-feed-requests';
import type { HomeSection } from '@/lib/portal/home-sections';
import type { SiteConfig } from '@/sites/schema';

/**
 * The home page's calls above and around the fold: the banner (its picture is the largest thing
 * on the page) and each block's rows. The lease houses and the map are further down and wait.
 */
export function homeEarlyCalls(sections: HomeSection[], site: SiteConfig): EarlyCallPlan[] {
  const plans = [planEarlyCall(queryBanners, { PlatformId: site.PlatformId })];
  for (const { feed } of sections) {
    if (feed.source === 'houses') continue;
    const requests = homeFeedRequests(site, feed);
    if (requests.annc) plans.push(planEarlyCall(queryAnncList, requests.annc));
    if (requests.articles) plans.push(planEarlyCall(queryArticleList, requests.articles));
    if (requests.news) plans.push(planEarlyCall(queryNewsList, requests.news));
    if (requests.notices) plans.push(planEarlyCall(queryInfoNotices, requests.notices));
    if (requests.trust) plans.push(planEarlyCall(queryCheckInTrust, requests.trust));
  }
  return plans;
}
